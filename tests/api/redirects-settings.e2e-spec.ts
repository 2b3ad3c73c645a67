// Redirect rules (public list + findRedirect for the server renderer, staff CRUD that refuses open
// redirects and loops) and the site settings (public read with the CONTACT_EMAIL fallback, staff
// replace-all with https-only links).
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { RedirectService } from '../../server/src/modules/redirects/redirect.service';
import { startTestApp, TestApp } from '../support/app';
import {
  call,
  ContentRoles,
  countRows,
  createContentRoles,
  errorShape,
  ISO,
  itRequiresContentStaff,
} from '../support/content';
import { sql } from '../support/members';

let t: TestApp;
let roles: ContentRoles;
const ctx = () => ({ t, roles });
const CONTACT_EMAIL = 'klub@evklub.example';

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', CONTACT_EMAIL });
  roles = await createContentRoles(t);
});
afterAll(() => t?.close());

const createRedirect = (body: object) => call(t, 'post', '/api/admin/redirects', roles.staff, body);

describe('GET /api/redirects', () => {
  it('is public and lists every rule', async () => {
    await sql(t, 'DELETE FROM redirects');
    const a = (await createRedirect({ from_path: '/stare-clanky', to_path: '/clanky' }).expect(201)).body.v;
    const b = (
      await createRedirect({ from_path: '/akcia', to_path: '/udalosti?when=past#top', status_code: 302 }).expect(201)
    ).body.v;
    const res = await request(t.url).get('/api/redirects').expect(200);
    expect(res.body).toEqual({
      v: [
        {
          id: b.id,
          from_path: '/akcia',
          to_path: '/udalosti?when=past#top',
          status_code: 302,
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
        {
          id: a.id,
          from_path: '/stare-clanky',
          to_path: '/clanky',
          status_code: 301,
          created_at: expect.stringMatching(ISO),
          updated_at: expect.stringMatching(ISO),
        },
      ],
      total: 2,
    });
  });
});

describe('RedirectService.findRedirect (for the server renderer)', () => {
  it('matches the exact path, ignoring the query string and a trailing slash', async () => {
    await sql(t, 'DELETE FROM redirects');
    await createRedirect({ from_path: '/o-klube', to_path: '/o-nas' }).expect(201);
    await createRedirect({ from_path: '/docasne', to_path: '/udalosti', status_code: 302 }).expect(201);
    const service = t.app.get(RedirectService);
    expect(await service.findRedirect('/o-klube')).toEqual({ to_path: '/o-nas', status_code: 301 });
    expect(await service.findRedirect('/o-klube/?utm=x')).toEqual({ to_path: '/o-nas', status_code: 301 });
    expect(await service.findRedirect('/docasne#a')).toEqual({ to_path: '/udalosti', status_code: 302 });
    for (const path of ['/O-KLUBE', '/o-klube/dalej', '/', 'o-klube', ''])
      expect(await service.findRedirect(path)).toBeNull();
  });
});

describe('POST /api/admin/redirects', () => {
  itRequiresContentStaff(ctx, 'post', '/api/admin/redirects', { from_path: '/a', to_path: '/b' }, 'redirects');

  it('refuses anything but local paths (no open redirect), dot segments, reserved paths and loops; nothing written', async () => {
    await sql(t, 'DELETE FROM redirects');
    await createRedirect({ from_path: '/x', to_path: '/y' }).expect(201);
    await createRedirect({ from_path: '/y', to_path: '/z' }).expect(201);
    const before = await countRows(t, 'redirects');
    const cases: [object, number, string][] = [
      [{ from_path: '/a', to_path: 'https://evil.example/' }, 400, 'errors.validation'],
      [{ from_path: '/a', to_path: '//evil.example/x' }, 400, 'errors.validation'],
      [{ from_path: '/a', to_path: '/\\evil.example' }, 400, 'errors.validation'],
      [{ from_path: '/a', to_path: 'javascript:alert(1)' }, 400, 'errors.validation'],
      [{ from_path: '/a', to_path: '/ok path' }, 400, 'errors.validation'],
      [{ from_path: '/a', to_path: '/x\r\nSet-Cookie: a=b' }, 400, 'errors.validation'],
      [{ from_path: 'a', to_path: '/b' }, 400, 'errors.validation'],
      [{ from_path: '//a', to_path: '/b' }, 400, 'errors.validation'],
      [{ from_path: '/a?x=1', to_path: '/b' }, 400, 'errors.validation'],
      [{ from_path: 'https://evklub.sk/a', to_path: '/b' }, 400, 'errors.validation'],
      [{ from_path: '/a', to_path: '/b', status_code: 307 }, 400, 'errors.validation'],
      [{ from_path: '/a', to_path: '/b', status_code: '301' }, 400, 'errors.validation'],
      [{ from_path: '/a', to_path: '/b', note: 'x' }, 400, 'errors.validation'],
      [{ from_path: '/a/../admin', to_path: '/b' }, 400, 'errors.path_invalid'],
      [{ from_path: '/a', to_path: '/b/./c' }, 400, 'errors.path_invalid'],
      [{ from_path: '/api/me', to_path: '/b' }, 400, 'errors.path_reserved'],
      [{ from_path: '/admin', to_path: '/b' }, 400, 'errors.path_reserved'],
      [{ from_path: '/sitemap.xml', to_path: '/b' }, 400, 'errors.path_reserved'],
      [{ from_path: '/a', to_path: '/a' }, 400, 'errors.redirect_loop'],
      [{ from_path: '/a', to_path: '/a/?x=1' }, 400, 'errors.redirect_loop'],
      [{ from_path: '/z', to_path: '/x' }, 400, 'errors.redirect_loop'],
      [{ from_path: '/x', to_path: '/q' }, 409, 'errors.redirect_exists'],
    ];
    for (const [body, status, code] of cases) {
      const res = await createRedirect(body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        status,
        errorShape(status, code),
      ]);
    }
    expect(await countRows(t, 'redirects')).toBe(before);
  });

  it('accepts percent-encoded paths and a trailing-slash canonicalisation', async () => {
    const res = await createRedirect({ from_path: '/%C4%8Dl%C3%A1nok/', to_path: '/clanky' }).expect(201);
    expect(res.body.v).toEqual(expect.objectContaining({ from_path: '/%C4%8Dl%C3%A1nok/', status_code: 301 }));
    await createRedirect({ from_path: '/kontakt/', to_path: '/kontakt' }).expect(201);
  });
});

describe('GET/PATCH/DELETE /api/admin/redirects[/:id]', () => {
  describe('GET list', () => itRequiresContentStaff(ctx, 'get', '/api/admin/redirects'));
  describe('GET one', () => itRequiresContentStaff(ctx, 'get', () => `/api/admin/redirects/${randomUUID()}`));
  describe('PATCH', () =>
    itRequiresContentStaff(ctx, 'patch', () => `/api/admin/redirects/${randomUUID()}`, { to_path: '/b' }));
  describe('DELETE', () =>
    itRequiresContentStaff(ctx, 'delete', () => `/api/admin/redirects/${randomUUID()}`, undefined, 'redirects'));

  it('lists with sort and filter, changes a rule (re-checking it) and deletes it', async () => {
    await sql(t, 'DELETE FROM redirects');
    const a = (await createRedirect({ from_path: '/alfa', to_path: '/faq' }).expect(201)).body.v;
    const b = (await createRedirect({ from_path: '/beta', to_path: '/poradna', status_code: 302 }).expect(201)).body.v;
    const list = await call(t, 'get', '/api/admin/redirects?sort=status_code&order=desc', roles.staff).expect(200);
    expect(list.body.v.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    expect((await call(t, 'get', '/api/admin/redirects?q=PORAD', roles.staff).expect(200)).body).toEqual({
      v: [expect.objectContaining({ id: b.id })],
      total: 1,
    });
    expect((await call(t, 'get', `/api/admin/redirects/${a.id}`, roles.staff).expect(200)).body.v.to_path).toBe('/faq');

    const changed = await call(t, 'patch', `/api/admin/redirects/${a.id}`, roles.staff, {
      to_path: '/galeria',
      status_code: 302,
    }).expect(200);
    expect(changed.body.v).toEqual(
      expect.objectContaining({ from_path: '/alfa', to_path: '/galeria', status_code: 302 }),
    );
    for (const [body, status, code] of [
      [{ to_path: 'https://evil.example' }, 400, 'errors.validation'],
      [{ to_path: '/beta' }, 200, ''],
      [{ from_path: '/poradna' }, 400, 'errors.redirect_loop'],
      [{ from_path: '/beta' }, 409, 'errors.redirect_exists'],
      [{ from_path: null }, 400, 'errors.validation'],
    ] as [object, number, string][]) {
      const res = await call(t, 'patch', `/api/admin/redirects/${a.id}`, roles.staff, body);
      expect(res.status).toBe(status);
      if (code) expect(res.body).toEqual(errorShape(status, code));
    }
    // Now /alfa → /beta → /poradna: pointing /beta back at /alfa would loop.
    expect(
      (await call(t, 'patch', `/api/admin/redirects/${b.id}`, roles.staff, { to_path: '/alfa' }).expect(400)).body,
    ).toEqual(errorShape(400, 'errors.redirect_loop'));
    const [row] = await sql(t, 'SELECT from_path, to_path FROM redirects WHERE id = $1', [b.id]);
    expect(row).toEqual({ from_path: '/beta', to_path: '/poradna' });

    await call(t, 'delete', `/api/admin/redirects/${a.id}`, roles.staff).expect(204);
    expect((await call(t, 'delete', `/api/admin/redirects/${a.id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.redirect_not_found'),
    );
    expect((await call(t, 'get', '/api/admin/redirects/x', roles.staff).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
  });
});

const ALL_NULL = { x: null, instagram: null, youtube: null, facebook: null, discord: null, contact_email: null };

describe('GET /api/site-settings', () => {
  it('is public; unset links are null and the contact e-mail falls back to CONTACT_EMAIL', async () => {
    await sql(t, 'DELETE FROM site_settings');
    const res = await request(t.url).get('/api/site-settings').expect(200);
    expect(res.body).toEqual({ v: { ...ALL_NULL, contact_email: CONTACT_EMAIL } });
  });

  it('reads the stored links object defensively: unknown networks and non-text values are left out', async () => {
    await sql(t, 'DELETE FROM site_settings');
    await sql(
      t,
      `INSERT INTO site_settings (key, value) VALUES ('social_links', $1), ('contact_email', '"info@klub.example"')`,
      [JSON.stringify({ x: 'https://x.com/evklub', youtube: 42, tiktok: 'https://tiktok.com/@evklub' })],
    );
    const res = await request(t.url).get('/api/site-settings').expect(200);
    expect(res.body).toEqual({ v: { ...ALL_NULL, x: 'https://x.com/evklub', contact_email: 'info@klub.example' } });
  });
});

describe('GET /api/admin/site-settings', () => {
  itRequiresContentStaff(ctx, 'get', '/api/admin/site-settings');

  it('answers what staff set, with the configured default address', async () => {
    await sql(t, 'DELETE FROM site_settings');
    const res = await call(t, 'get', '/api/admin/site-settings', roles.staff).expect(200);
    expect(res.body).toEqual({ v: { ...ALL_NULL, default_contact_email: CONTACT_EMAIL, updated_at: null } });
  });
});

describe('PUT /api/admin/site-settings', () => {
  const settings = {
    x: 'https://x.com/evklub',
    instagram: 'https://www.instagram.com/evklub/',
    youtube: 'https://www.youtube.com/@evklub',
    facebook: null,
    discord: 'https://discord.gg/evklub',
    contact_email: 'redakcia@evklub.example',
  };
  itRequiresContentStaff(ctx, 'put', '/api/admin/site-settings', settings, 'site_settings');

  it('replaces every setting; the public read follows, and null brings the fallback back', async () => {
    const res = await call(t, 'put', '/api/admin/site-settings', roles.staff, settings).expect(200);
    expect(res.body).toEqual({
      v: { ...settings, default_contact_email: CONTACT_EMAIL, updated_at: expect.stringMatching(ISO) },
    });
    expect((await request(t.url).get('/api/site-settings').expect(200)).body).toEqual({ v: settings });
    await call(t, 'put', '/api/admin/site-settings', roles.staff, { ...settings, x: null, contact_email: null }).expect(
      200,
    );
    expect((await request(t.url).get('/api/site-settings').expect(200)).body).toEqual({
      v: { ...settings, x: null, contact_email: CONTACT_EMAIL },
    });
  });

  it('refuses non-https links, bad addresses, missing or unknown keys; nothing changes', async () => {
    await call(t, 'put', '/api/admin/site-settings', roles.staff, settings).expect(200);
    const before = await sql(t, 'SELECT key, value FROM site_settings ORDER BY key');
    const bad: object[] = [
      { ...settings, x: 'http://x.com/evklub' },
      { ...settings, instagram: 'javascript:alert(1)' },
      { ...settings, youtube: 'https://user:pass@youtube.com/x' },
      { ...settings, discord: '//discord.gg/x' },
      { ...settings, facebook: 'facebook.com/evklub' },
      { ...settings, contact_email: 'nie-je-adresa' },
      { ...settings, contact_email: 'a@b.sk\r\nBcc: x@y.sk' },
      { ...settings, tiktok: 'https://tiktok.com/@evklub' },
      (({ discord: _omit, ...rest }) => rest)(settings),
      { ...settings, x: 5 },
    ];
    for (const body of bad) {
      const res = await call(t, 'put', '/api/admin/site-settings', roles.staff, body);
      expect([JSON.stringify(body), res.status, res.body]).toEqual([
        JSON.stringify(body),
        400,
        errorShape(400, 'errors.validation'),
      ]);
    }
    expect(await sql(t, 'SELECT key, value FROM site_settings ORDER BY key')).toEqual(before);
  });
});
