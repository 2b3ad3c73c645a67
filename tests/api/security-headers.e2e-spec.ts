// Headers: a strict CSP on pages, the staff console and Swagger UI — a per-response nonce,
// or, for public pages answered from the page cache, the SHA-256 hashes of their inline scripts;
// no framing anywhere; nosniff on every response; HSTS only when PUBLIC_URL is https.
// Pages need the built web client (npm run build).
import { createHash } from 'node:crypto';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { bearer, createMember } from '../support/members';

/** Executable script tags (JSON data blocks aside) lacking the response's nonce. */
function scriptsWithoutNonce(html: string, nonce: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
  expect(tags.length).toBeGreaterThan(0);
  return tags.filter((tag) => !tag.includes(`nonce="${nonce}"`));
}

/** Inline executable scripts whose SHA-256 the policy does not list, and whether any script exists. */
function inlineScriptsNotHashed(html: string, csp: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes),
  );
  expect(scripts.length).toBeGreaterThan(0);
  return scripts
    .filter(([, attributes, body]) => !/\ssrc=/.test(attributes) && body.length > 0)
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
    .filter((hash) => !csp.includes(hash));
}

const strict = (csp: string) => {
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
};

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://evklub.example' });
  });
  afterAll(() => t.close());

  it.each(['/', '/clanky'])(
    '%s (from the page cache): strict CSP listing the hash of every inline script, no nonce, no framing, nosniff, HSTS',
    async (path) => {
      // Until the cache has its LISTEN connection a page is rendered per request ("off"); then it is
      // stored ("miss") and answered from memory ("hit"), both allowed by hashes, never by a nonce.
      const seen = new Set<string>();
      for (let i = 0; i < 40 && !seen.has('hit'); i++) {
        const res = await request(t.url).get(path).set('accept-encoding', 'identity');
        expect(res.status).toBe(200);
        const outcome = String(res.headers['x-page-cache']);
        seen.add(outcome);
        const csp = res.headers['content-security-policy'];
        strict(csp);
        if (outcome !== 'off') expect(csp).not.toContain("'nonce-");
        const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
        if (nonce) expect(scriptsWithoutNonce(res.text, nonce)).toEqual([]);
        else expect(inlineScriptsNotHashed(res.text, csp)).toEqual([]);
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
        if (outcome === 'off') await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen).toContain('hit');
    },
  );

  it.each(['/prihlasenie', '/admin', '/admin/users', '/api/docs'])(
    '%s: strict CSP whose nonce is on every script, no framing, nosniff, HSTS',
    async (path) => {
      const res = await request(t.url).get(path).set('accept-encoding', 'identity');
      expect(res.status).toBe(200);
      const csp = res.headers['content-security-policy'];
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeDefined();
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(scriptsWithoutNonce(res.text, nonce!)).toEqual([]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      // A fresh nonce per response.
      const again = await request(t.url).get(path).set('accept-encoding', 'identity');
      expect(again.headers['content-security-policy']).not.toBe(csp);
    },
  );

  it('a compressed page carries the nonce too', async () => {
    const res = await request(t.url).get('/prihlasenie').set('accept-encoding', 'gzip');
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(res.headers['content-security-policy'])![1];
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(scriptsWithoutNonce(res.text, nonce)).toEqual([]);
  });

  it.each([
    ['GET', '/api/faq', 200],
    ['GET', '/api/nothing-here', 404],
    ['POST', '/api/contact', 400],
    ['GET', '/healthz', 200],
    ['GET', '/auth/v1/settings', 200],
  ] as const)('%s %s: nosniff, no framing and a deny-all CSP on API answers', async (method, path, status) => {
    const res = await request(t.url)[method === 'GET' ? 'get' : 'post'](path);
    expect(res.status).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

// Cross-origin isolation of windows and resources, and no stored copy of personal answers.
describe('cross-origin policies and personal answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/prihlasenie',
    '/admin',
    '/api/faq',
    '/api/nothing-here',
    '/healthz',
    '/auth/v1/settings',
    '/api/docs',
  ])('%s: Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy same-origin', async (path) => {
    const res = await request(t.url).get(path);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("GET /api/me (one member's data) and its 401 say Cache-Control: no-store; so do token answers", async () => {
    const member = await createMember(t);
    const me = await request(t.url).get('/api/me').set('authorization', bearer(member));
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const anonymous = await request(t.url).get('/api/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const token = await request(t.url)
      .post('/auth/v1/token?grant_type=password')
      .set('apikey', 'x')
      .send({ email: member.email, password: 'wrong-password-1' });
    expect(token.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers over plain http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('sends no HSTS when PUBLIC_URL is http', async () => {
    const res = await request(t.url).get('/api/faq');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
