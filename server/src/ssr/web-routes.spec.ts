// The server side of the web client: which paths it claims, how it serves the build's files, its
// redirects and what it does without a build. Files, templates and redirects are checked against the
// real build (dist/web, made by `npm run build` before the suite), on a bare Fastify whose API
// answers 503 (the database away), so a path that is not a file becomes the short 503 page and no
// render needs the API. What the Playwright suite and the API specs already show on the real app is
// not repeated here: the 404 status of an unknown page, the build id in the page, the hashed assets'
// year and the page's revalidation (tests/web/shell.e2e-spec.ts), the trailing-slash redirect and the
// redirects table (tests/web/public-navigation.e2e-spec.ts), the compression of pages
// (tests/api/page-cache.e2e-spec.ts) and the in-process reads of a render
// (tests/api/public-reads.e2e-spec.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config';
import { ConfigError } from '../config/parse';
import { DEFAULT_WEB_DIR, deprioritizeScripts, inlineStylesheets } from './web-bundle';
import { isReservedPath } from '../domain/site-paths';
import {
  registerWebRoutes,
  toRuntimeConfig,
  withoutTrailingSlash,
  youtubeVideoId,
  type WebRoutesOptions,
} from './web-routes';

const config = loadConfig({ PUBLIC_URL: 'https://evklub.example', SITE_NAME: 'EV Klub Test' });
const client = path.join(DEFAULT_WEB_DIR, 'client');

/**
 * A render module that shows what web-routes.ts hands it (the request's URL, the runtime config, what
 * the in-process API saw) or throws. Kept for what a real build cannot show: the page a real render
 * makes of these inputs hides them, and a real render does not fail on demand.
 */
function writeProbeBuild(dir: string): void {
  const files: Record<string, string> = {
    'client/index.html': '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
    'client/islands.html': '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
    'client/builds/latest.json': '{"id":"build-1","timestamp":1700000000000}',
    'client/.vite/manifest.json': '{}',
    'server/entry-server.mjs': `
      export async function render({ request, config, template, fetch }) {
        if (new URL(request.url).pathname === '/boom') throw new Error('render failed');
        const api = await fetch(new Request(config.publicUrl + '/api/echo'));
        const body = template.replace('<!--app-html-->', JSON.stringify({
          url: request.url, site: config.siteName, buildId: config.buildId, api: await api.json(),
        }));
        return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
      }`,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

async function startServer(webDir: string, options: Omit<WebRoutesOptions, 'webDir'> = {}): Promise<FastifyInstance> {
  const fastify = Fastify({ logger: false });
  fastify.get('/api/echo', async (request) => ({ cookie: request.headers.cookie ?? null }));
  // The database away: every other API read answers 503, so a rendered path is the 503 page.
  fastify.get('/api/*', async (_request, reply) => reply.code(503).send({ statusCode: 503 }));
  fastify.get('/healthz', async () => ({ status: 'ok' }));
  await registerWebRoutes(fastify, config, { webDir, ...options });
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
    for (const p of [
      '/api',
      '/api/events',
      '/auth/v1/token',
      '/healthz',
      '/readyz',
      '/admin',
      '/admin/users',
      '/assets/x.js',
    ]) {
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
      expect((await fastify.inject('/api/unknown')).statusCode).toBe(503);
    });
  });

  describe('the real build (dist/web)', () => {
    let fastify: FastifyInstance;
    const rules: Record<string, { to_path: string; status_code: 301 | 302 }> = {
      '/stary-clanok': { to_path: '/clanok/novy-clanok?z=stary', status_code: 301 },
      '/docasne': { to_path: '/udalosti', status_code: 302 },
    };
    /** A hashed script of the build that has its pre-compressed copy beside it. */
    let compressed: string;
    beforeAll(async () => {
      if (!fs.existsSync(path.join(DEFAULT_WEB_DIR, 'server', 'entry-server.mjs')))
        throw new Error('dist/web is not built: run `npm run build` first');
      compressed = fs
        .readdirSync(path.join(client, 'assets'))
        .find((name) => name.endsWith('.js') && fs.existsSync(path.join(client, 'assets', `${name}.gz`)))!;
      expect(compressed).toBeDefined();
      fastify = await startServer(DEFAULT_WEB_DIR, {
        findRedirect: async (path) => {
          if (path === '/db-down') throw new Error('database away');
          return rules[path] ?? rules[path.replace(/\/$/, '')] ?? null;
        },
      });
    });
    afterAll(() => fastify.close());

    it('serves other files for an hour, the service worker and the app manifest uncached with their types', async () => {
      expect((await fastify.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
      const worker = await fastify.inject('/sw.js');
      expect([worker.statusCode, worker.headers['cache-control'], worker.headers['content-type']]).toEqual([
        200,
        'no-cache',
        expect.stringMatching(/^(text|application)\/javascript/),
      ]);
      expect(worker.body).toBe(fs.readFileSync(path.join(client, 'sw.js'), 'utf8'));
      const manifest = await fastify.inject('/manifest.webmanifest');
      expect([manifest.statusCode, manifest.headers['cache-control'], manifest.headers['content-type']]).toEqual([
        200,
        'no-cache',
        expect.stringMatching(/^application\/manifest\+json/),
      ]);
    });

    it("serves the build's pre-compressed copy of a file, never the copy on its own", async () => {
      const gzip = await fastify.inject({ url: `/assets/${compressed}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(fs.readFileSync(path.join(client, 'assets', `${compressed}.gz`)))).toBe(true);
      const plain = await fastify.inject(`/assets/${compressed}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(fs.readFileSync(path.join(client, 'assets', compressed), 'utf8'));
      expect((await fastify.inject(`/assets/${compressed}.gz`)).statusCode).toBe(404);
    });

    it('does not serve the templates or Vite internals as files: they are paths like any page', async () => {
      for (const file of ['/index.html', '/islands.html', '/admin.html', '/.vite/manifest.json']) {
        const res = await fastify.inject(file);
        expect({ file, status: res.statusCode, raw: res.body.includes('<!--app-') }).toEqual({
          file,
          status: 503,
          raw: false,
        });
      }
    });

    it('answers a missing asset with the not-found handler, not a page', async () => {
      const res = await fastify.inject('/assets/missing.js');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    });

    it('answers a path of the redirects table with its rule before rendering, uncached', async () => {
      const moved = await fastify.inject('/stary-clanok?utm=x');
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/clanok/novy-clanok?z=stary&utm=x');
      expect(moved.headers['cache-control']).toBe('no-cache');
      const temporary = await fastify.inject('/docasne/');
      expect(temporary.statusCode).toBe(302);
      expect(temporary.headers.location).toBe('/udalosti');
    });

    it("keeps the visitor's query string; the rule's own parameters win", async () => {
      expect((await fastify.inject('/docasne?x=1')).headers.location).toBe('/udalosti?x=1');
      expect((await fastify.inject('/stary-clanok?utm=x&z=mine')).headers.location).toBe(
        '/clanok/novy-clanok?z=stary&utm=x',
      );
    });

    it('renders the page as usual when the lookup fails', async () => {
      const res = await fastify.inject('/db-down');
      expect([res.statusCode, res.headers.location, res.headers['content-type']]).toEqual([
        503,
        undefined,
        'text/html; charset=utf-8',
      ]);
    });

    it('never sends a path with a trailing slash elsewhere than to the path without it', () => {
      expect(withoutTrailingSlash('/')).toBeNull();
      expect(withoutTrailingSlash('//evil.example/')).toBeNull();
      expect(withoutTrailingSlash('/a//')).toBe('/a');
    });
  });

  describe('what the render is handed (a probe render)', () => {
    let fastify: FastifyInstance;
    beforeAll(async () => {
      const dir = tempDir();
      writeProbeBuild(dir);
      fastify = await startServer(dir);
    });
    afterAll(() => fastify.close());

    it("the public URL, the runtime config and an API that sees the visitor's cookie", async () => {
      const res = await fastify.inject({ url: '/?a=1', headers: { cookie: 'sb=1' } });
      expect(res.statusCode).toBe(200);
      const rendered = JSON.parse(res.body.match(/<div id="root">(.*)<\/div>/)![1]);
      expect(rendered).toEqual({
        url: 'https://evklub.example/?a=1',
        site: 'EV Klub Test',
        buildId: 'build-1',
        api: { cookie: 'sb=1' },
      });
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
  });

  describe('page template', () => {
    it('carries its stylesheet inline, so the first paint needs no second request', () => {
      const dir = tempDir();
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'assets', 'index-Ab12.css'), 'body{color:red}a::after{content:"</style>"}');
      const template =
        '<head><link rel="stylesheet" crossorigin href="/assets/index-Ab12.css"><link rel="stylesheet" href="/assets/missing.css"></head>';
      expect(inlineStylesheets(template, dir)).toBe(
        '<head><style>body{color:red}a::after{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/missing.css"></head>',
      );
    });
  });

  it('loads the app scripts at low priority (the HTML is the first paint)', () => {
    const template =
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/r.js"><link rel="modulepreload" fetchpriority="high" href="/assets/x.js">';
    expect(deprioritizeScripts(template)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/r.js"><link rel="modulepreload" fetchpriority="high" href="/assets/x.js">',
    );
  });

  describe('runtime config', () => {
    it('reads the video id from the usual YouTube addresses', () => {
      expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
      expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
      expect(youtubeVideoId('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
      expect(youtubeVideoId('https://vimeo.com/123456')).toBeNull();
      expect(youtubeVideoId('https://www.youtube.com/watch?v=<script>')).toBeNull();
    });

    it('refuses a HOME_VIDEO_URL that is not a YouTube video, naming the variable', () => {
      const bad = loadConfig({ PUBLIC_URL: 'https://evklub.example', HOME_VIDEO_URL: 'https://example.com/video' });
      expect(() => toRuntimeConfig(bad, 'b')).toThrow(ConfigError);
      expect(() => toRuntimeConfig(bad, 'b')).toThrow(/HOME_VIDEO_URL/);
    });

    it('hands the browser the auth URL and anon key, analytics only when configured', () => {
      const dataDir = tempDir();
      const embedded = toRuntimeConfig(loadConfig({ PUBLIC_URL: 'https://evklub.example', DATA_DIR: dataDir }), 'b');
      expect(embedded).toMatchObject({ supabaseUrl: 'https://evklub.example', analytics: null, homeVideo: null });
      expect(embedded.supabaseAnonKey.split('.')).toHaveLength(3);
      const hosted = toRuntimeConfig(
        loadConfig({
          PUBLIC_URL: 'https://evklub.example',
          AUTH_MODE: 'supabase',
          SUPABASE_URL: 'https://abcd.supabase.co/',
          SUPABASE_ANON_KEY: 'anon-key-of-the-project',
          SUPABASE_JWT_SECRET: 'x'.repeat(32),
          ANALYTICS_SCRIPT_URL: 'https://stats.example/script.js',
          ANALYTICS_SITE_ID: 'evklub.sk',
        }),
        'b',
      );
      expect(hosted).toMatchObject({
        supabaseUrl: 'https://abcd.supabase.co',
        supabaseAnonKey: 'anon-key-of-the-project',
        analytics: { scriptUrl: 'https://stats.example/script.js', siteId: 'evklub.sk' },
      });
    });
  });
});
