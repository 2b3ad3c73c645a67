// The server side of the web client: which paths it claims, how it serves the build's files and
// what it does without a build. The real bundle (dist/web) is exercised end to end by the
// Playwright suite; here a small web build written into a temporary folder keeps the test
// independent of `npm run build:web`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config';
import { isReservedPath, registerWebRoutes } from './web-routes';

const config = loadConfig({ PUBLIC_URL: 'https://evklub.example', SITE_NAME: 'EV Klub Test' });

function writeWebBuild(dir: string): void {
  const files: Record<string, string> = {
    'client/index.html': '<html lang="sk"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-bootstrap--></body></html>',
    'client/assets/app-Ab12Cd.js': 'console.log("app")',
    'client/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'client/builds/latest.json': '{"id":"build-1","timestamp":1700000000000}',
    'client/.vite/manifest.json': '{}',
    // Renders the request it got and what the in-process API answered, so the test can see both.
    'server/entry-server.mjs': `
      export async function render({ request, config, template, fetch }) {
        const url = new URL(request.url);
        if (url.pathname === '/boom') throw new Error('render failed');
        const api = await fetch(new Request(config.publicUrl + '/api/echo'));
        const body = template.replace('<!--app-html-->', JSON.stringify({
          url: request.url, site: config.siteName, buildId: config.buildId, api: await api.json(),
        }));
        return new Response(body, { status: url.pathname === '/' ? 200 : 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
      }`,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

async function startServer(webDir: string): Promise<FastifyInstance> {
  const fastify = Fastify({ logger: false });
  fastify.get('/api/echo', async (request) => ({ cookie: request.headers.cookie ?? null }));
  fastify.get('/healthz', async () => ({ status: 'ok' }));
  await registerWebRoutes(fastify, config, { webDir });
  await fastify.ready();
  return fastify;
}

describe('web routes', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-web-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('never claims API, auth, health, staff-console or asset paths', () => {
    for (const p of ['/api', '/api/events', '/auth/v1/token', '/healthz', '/readyz', '/admin', '/admin/users', '/assets/x.js']) {
      expect(isReservedPath(p)).toBe(true);
    }
    for (const p of ['/', '/o-nas', '/apiary', '/administracia', '/clanok/auth']) expect(isReservedPath(p)).toBe(false);
  });

  describe('without a web build', () => {
    let fastify: FastifyInstance;
    beforeAll(async () => (fastify = await startServer(tempDir())));
    afterAll(() => fastify.close());

    it('answers pages with 503 and says how to build', async () => {
      const res = await fastify.inject('/o-nas');
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build:web');
    });

    it('leaves the API alone', async () => {
      expect((await fastify.inject('/healthz')).json()).toEqual({ status: 'ok' });
      expect((await fastify.inject('/api/unknown')).statusCode).toBe(404);
    });
  });

  describe('with a web build', () => {
    let fastify: FastifyInstance;
    beforeAll(async () => {
      const dir = tempDir();
      writeWebBuild(dir);
      fastify = await startServer(dir);
    });
    afterAll(() => fastify.close());

    it('renders a page through the bundle with the public URL, runtime config and the in-process API', async () => {
      const res = await fastify.inject({ url: '/?a=1', headers: { cookie: 'sb=1' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const rendered = JSON.parse(res.body.match(/<div id="root">(.*)<\/div>/)![1]);
      expect(rendered).toEqual({ url: 'https://evklub.example/?a=1', site: 'EV Klub Test', buildId: 'build-1', api: { cookie: 'sb=1' } });
    });

    it('keeps the status the render chose', async () => {
      expect((await fastify.inject('/neexistuje')).statusCode).toBe(404);
    });

    it('keeps a path that looks like another host on our origin', async () => {
      const res = await fastify.inject('//other.example/x');
      expect(res.body).toContain('https://evklub.example//other.example/x');
    });

    it('answers 500 without details when the render throws', async () => {
      const res = await fastify.inject('/boom');
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('render failed');
    });

    it('serves hashed assets for a year, other files for an hour, the build manifest uncached', async () => {
      const asset = await fastify.inject('/assets/app-Ab12Cd.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await fastify.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
      const build = await fastify.inject('/builds/latest.json');
      expect(build.headers['cache-control']).toBe('no-cache');
      expect(build.json()).toEqual({ id: 'build-1', timestamp: 1700000000000 });
    });

    it('does not serve the template or Vite internals as files', async () => {
      expect((await fastify.inject('/index.html')).body).toContain('"url":"https://evklub.example/index.html"');
      expect((await fastify.inject('/.vite/manifest.json')).body).not.toBe('{}');
    });

    it('answers a missing asset with the not-found handler, not a page', async () => {
      const res = await fastify.inject('/assets/missing.js');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    });
  });
});
