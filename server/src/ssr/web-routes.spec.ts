// The server side of the web client: which paths it claims, how it serves the build's files and
// what it does without a build. The real bundle (dist/web) is exercised end to end by the
// Playwright suite; here a small web build written into a temporary folder keeps the test
// independent of `npm run build:web`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config';
import { ConfigError } from '../config/parse';
import { deprioritizeScripts, inlineStylesheets } from './web-bundle';
import { isReservedPath } from '../domain/site-paths';
import {
  registerWebRoutes,
  toRuntimeConfig,
  withoutTrailingSlash,
  youtubeVideoId,
  type WebRoutesOptions,
} from './web-routes';

const config = loadConfig({ PUBLIC_URL: 'https://evklub.example', SITE_NAME: 'EV Klub Test' });

function writeWebBuild(dir: string): void {
  const files: Record<string, string> = {
    'client/index.html':
      '<html lang="sk"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-bootstrap--></body></html>',
    'client/islands.html':
      '<html lang="sk"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><script src="/assets/islands-Ab12Cd.js"></script></body></html>',
    'client/assets/app-Ab12Cd.js': 'console.log("app")',
    'client/assets/big-Ef34Gh.js': `console.log("${'x'.repeat(2000)}")`,
    'client/assets/big-Ef34Gh.js.gz': 'pretend gzip',
    'client/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'client/builds/latest.json': '{"id":"build-1","timestamp":1700000000000}',
    'client/sw.js': 'self.addEventListener("install", () => self.skipWaiting());',
    'client/manifest.webmanifest': '{"name":"EV Klub"}',
    'client/.vite/manifest.json': '{}',
    // Renders the request it got and what the in-process API answered, so the test can see both.
    'server/entry-server.mjs': `
      export async function render({ request, config, template, fetch }) {
        const url = new URL(request.url);
        if (url.pathname === '/boom') throw new Error('render failed');
        if (url.pathname === '/velka') return new Response('<p>' + 'obsah '.repeat(1000) + '</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
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

async function startServer(webDir: string, options: Omit<WebRoutesOptions, 'webDir'> = {}): Promise<FastifyInstance> {
  const fastify = Fastify({ logger: false });
  fastify.get('/api/echo', async (request) => ({ cookie: request.headers.cookie ?? null }));
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
      expect(rendered).toEqual({
        url: 'https://evklub.example/?a=1',
        site: 'EV Klub Test',
        buildId: 'build-1',
        api: { cookie: 'sb=1' },
      });
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

    it("serves the app's service worker and manifest uncached, with their types", async () => {
      const worker = await fastify.inject('/sw.js');
      expect([worker.statusCode, worker.headers['cache-control'], worker.headers['content-type']]).toEqual([
        200,
        'no-cache',
        expect.stringMatching(/^(text|application)\/javascript/),
      ]);
      const manifest = await fastify.inject('/manifest.webmanifest');
      expect([manifest.statusCode, manifest.headers['cache-control'], manifest.headers['content-type']]).toEqual([
        200,
        'no-cache',
        expect.stringMatching(/^application\/manifest\+json/),
      ]);
    });

    it('does not serve the templates or Vite internals as files', async () => {
      expect((await fastify.inject('/index.html')).body).toContain('"url":"https://evklub.example/index.html"');
      expect((await fastify.inject('/islands.html')).body).toContain('"url":"https://evklub.example/islands.html"');
      expect((await fastify.inject('/.vite/manifest.json')).body).not.toBe('{}');
    });

    it('answers a missing asset with the not-found handler, not a page', async () => {
      const res = await fastify.inject('/assets/missing.js');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    });
  });
  describe('redirects, trailing slashes and compression', () => {
    let fastify: FastifyInstance;
    const rules: Record<string, { to_path: string; status_code: 301 | 302 }> = {
      '/stary-clanok': { to_path: '/clanok/novy-clanok?z=stary', status_code: 301 },
      '/docasne': { to_path: '/udalosti', status_code: 302 },
    };
    beforeAll(async () => {
      const dir = tempDir();
      writeWebBuild(dir);
      fastify = await startServer(dir, {
        findRedirect: async (path) => {
          if (path === '/db-down') throw new Error('database away');
          return rules[path] ?? rules[path.replace(/\/$/, '')] ?? null;
        },
      });
    });
    afterAll(() => fastify.close());

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
      expect((await fastify.inject('/db-down')).statusCode).toBe(404); // the fake render's "not found"
    });

    it('sends a path with a trailing slash to the path without it, keeping the query', async () => {
      const res = await fastify.inject('/clanky/?strana=2');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/clanky?strana=2');
      expect(withoutTrailingSlash('/')).toBeNull();
      expect(withoutTrailingSlash('//evil.example/')).toBeNull();
      expect(withoutTrailingSlash('/a//')).toBe('/a');
    });

    it('compresses a rendered page for browsers that accept it', async () => {
      const plain = await fastify.inject('/velka');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const gzip = await fastify.inject({ url: '/velka', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const brotli = await fastify.inject({ url: '/velka', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
    });

    it("serves the build's pre-compressed copy of a file, never the copy on its own", async () => {
      const res = await fastify.inject({ url: '/assets/big-Ef34Gh.js', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body).toBe('pretend gzip');
      expect((await fastify.inject('/assets/big-Ef34Gh.js')).body).toContain('xxxx');
      expect((await fastify.inject('/assets/big-Ef34Gh.js.gz')).statusCode).toBe(404);
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
