// Partner discounts: the members' list (codes for verified members only, never for visitors) and the
// staff's CRUD (content: full). Members are real accounts (supabase-js); discounts for the members'
// list are arranged in the database, the staff's writes go through the API.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { todayIso } from '../../server/src/domain/calendar';
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
import { bearer, createMember, sql, type TestMember } from '../support/members';

let t: TestApp;
let roles: ContentRoles;
let unverified: TestMember;
const ctx = () => ({ t, roles });

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4' });
  [roles, unverified] = await Promise.all([createContentRoles(t), createMember(t, { verified: false })]);
});
afterAll(() => t?.close());

/** 'YYYY-MM-DD' `days` after today in Slovakia. */
const day = (days: number) => {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface DiscountFields {
  partner_name?: string;
  title?: string;
  description?: string | null;
  code?: string | null;
  url?: string | null;
  valid_until?: string | null;
  logo_url?: string | null;
  sort_order?: number;
  published?: boolean;
}

/** Inserts a discount (default: published, no end, with a code). */
async function insertDiscount(fields: DiscountFields = {}): Promise<{ id: string }> {
  const row = {
    partner_name: 'Partner',
    title: 'Zľava',
    code: `KOD-${randomUUID().slice(0, 8)}`,
    published: true,
    ...fields,
  };
  const columns = Object.keys(row);
  const [inserted] = await sql<{ id: string }>(
    t,
    `INSERT INTO discounts (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return inserted;
}

const clearDiscounts = () => sql(t, 'DELETE FROM discounts');

describe('GET /api/discounts', () => {
  beforeEach(clearDiscounts);

  it('requires authentication: a visitor gets 401 and never a code', async () => {
    await insertDiscount({ code: 'TAJNY-KOD-1' });
    const res = await request(t.url).get('/api/discounts').expect(401);
    expect(res.body).toEqual(errorShape(401, 'errors.unauthorized'));
    expect(res.text).not.toContain('TAJNY-KOD-1');
    expect(res.text).not.toContain('Partner');
  });

  it('lists published discounts valid today in the staff order, without drafts or expired ones', async () => {
    const second = await insertDiscount({ partner_name: 'B partner', sort_order: 1 });
    const first = await insertDiscount({ partner_name: 'Z partner', sort_order: 0, valid_until: day(0) });
    const third = await insertDiscount({ partner_name: 'A partner', sort_order: 2, valid_until: day(30) });
    const sameOrder = await insertDiscount({ partner_name: 'C partner', sort_order: 1 });
    await insertDiscount({ partner_name: 'Koncept', published: false });
    await insertDiscount({ partner_name: 'Vypršaná', valid_until: day(-1) });

    const res = await call(t, 'get', '/api/discounts', roles.member).expect(200);
    expect(res.body.total).toBe(4);
    expect(res.body.v.map((d: { id: string }) => d.id)).toEqual([first.id, second.id, sameOrder.id, third.id]);
    expect(res.text).not.toContain('Koncept');
    expect(res.text).not.toContain('Vypršaná');
  });

  it('shows a verified member every field with the code and the description as sanitised HTML', async () => {
    const { id } = await insertDiscount({
      partner_name: 'Nabíjačky.sk',
      title: '10 % na wallboxy',
      description:
        '**Výhodne** [obchod](https://nabijacky.example) <script>alert(1)</script> [zlé](javascript:alert(1))',
      code: 'EVKLUB10',
      url: 'https://nabijacky.example/evklub',
      valid_until: '2999-12-31',
      logo_url: '/api/photos/0b7e3f1c-6a53-4c1b-9d0e-8f0a9a2b1c3d.png',
    });
    const res = await call(t, 'get', '/api/discounts', roles.member).expect(200);
    expect(res.body.v).toEqual([
      {
        id,
        partner_name: 'Nabíjačky.sk',
        title: '10 % na wallboxy',
        description: expect.stringContaining('**Výhodne**'),
        description_html: expect.stringContaining('<strong>Výhodne</strong>'),
        code: 'EVKLUB10',
        code_hidden_reason: null,
        url: 'https://nabijacky.example/evklub',
        valid_until: '2999-12-31',
        logo_url: '/api/photos/0b7e3f1c-6a53-4c1b-9d0e-8f0a9a2b1c3d.png',
      },
    ]);
    const html: string = res.body.v[0].description_html;
    expect(html).toContain('href="https://nabijacky.example"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });

  it('withholds every code from a member not verified yet (code null, code_hidden_reason unverified)', async () => {
    await insertDiscount({ partner_name: 'S kódom', code: 'LEN-PRE-OVERENYCH', sort_order: 0 });
    await insertDiscount({ partner_name: 'Bez kódu', code: null, url: 'https://partner.example', sort_order: 1 });
    const res = await call(t, 'get', '/api/discounts', unverified).expect(200);
    expect(
      res.body.v.map((d: { partner_name: string; code: string | null; code_hidden_reason: string | null }) => [
        d.partner_name,
        d.code,
        d.code_hidden_reason,
      ]),
    ).toEqual([
      ['S kódom', null, 'unverified'],
      ['Bez kódu', null, null],
    ]);
    expect(res.text).not.toContain('LEN-PRE-OVERENYCH');

    // Verified by staff: the codes appear on the next request.
    await sql(t, 'UPDATE profiles SET is_verified = true, verified_at = now() WHERE id = $1', [unverified.id]);
    try {
      const after = await call(t, 'get', '/api/discounts', unverified).expect(200);
      expect(after.body.v[0]).toMatchObject({ code: 'LEN-PRE-OVERENYCH', code_hidden_reason: null });
    } finally {
      await sql(t, 'UPDATE profiles SET is_verified = false, verified_at = NULL WHERE id = $1', [unverified.id]);
    }
  });

  it('pages with page and per_page and refuses bad paging', async () => {
    for (let i = 0; i < 3; i++) await insertDiscount({ sort_order: i, partner_name: `P${i}` });
    const res = await call(t, 'get', '/api/discounts?page=2&per_page=2', roles.member).expect(200);
    expect(res.body).toMatchObject({ total: 3, v: [{ partner_name: 'P2' }] });
    for (const query of ['per_page=0', 'per_page=101', 'page=abc', 'sort=title']) {
      const bad = await call(t, 'get', `/api/discounts?${query}`, roles.member).expect(400);
      expect(bad.body).toEqual(errorShape(400, 'errors.validation'));
    }
  });
});

describe('GET /api/admin/discounts', () => {
  beforeEach(clearDiscounts);
  itRequiresContentStaff(ctx, 'get', '/api/admin/discounts');

  it('lists every discount with the staff fields, drafts and expired ones included, sortable and searchable', async () => {
    await insertDiscount({ partner_name: 'Koncept', published: false, sort_order: 2 });
    await insertDiscount({ partner_name: 'Vypršaná', valid_until: day(-10), sort_order: 1, code: 'STARY' });
    const res = await call(t, 'get', '/api/admin/discounts', roles.staff).expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.v.map((d: { partner_name: string }) => d.partner_name)).toEqual(['Vypršaná', 'Koncept']);
    expect(res.body.v[0]).toMatchObject({
      code: 'STARY',
      code_hidden_reason: null,
      published: true,
      sort_order: 1,
      valid_until: day(-10),
      created_at: expect.stringMatching(ISO),
    });

    const sorted = await call(t, 'get', '/api/admin/discounts?sort=partner_name&order=asc', roles.staff).expect(200);
    expect(sorted.body.v.map((d: { partner_name: string }) => d.partner_name)).toEqual(['Koncept', 'Vypršaná']);
    const found = await call(t, 'get', '/api/admin/discounts?q=stary', roles.staff).expect(200);
    expect(found.body.v.map((d: { partner_name: string }) => d.partner_name)).toEqual(['Vypršaná']);
    await call(t, 'get', '/api/admin/discounts?sort=code', roles.staff).expect(400);
  });
});

describe('GET /api/admin/discounts/:id', () => {
  itRequiresContentStaff(ctx, 'get', `/api/admin/discounts/${randomUUID()}`);

  it('answers a draft to staff, 404 for an unknown id and 400 for a malformed one', async () => {
    const { id } = await insertDiscount({ published: false, partner_name: 'Koncept' });
    const res = await call(t, 'get', `/api/admin/discounts/${id}`, roles.staff).expect(200);
    expect(res.body.v).toMatchObject({ id, partner_name: 'Koncept', published: false });
    expect((await call(t, 'get', `/api/admin/discounts/${randomUUID()}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.discount_not_found'),
    );
    expect((await call(t, 'get', '/api/admin/discounts/nie-je-uuid', roles.staff).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
  });
});

describe('POST /api/admin/discounts', () => {
  beforeEach(clearDiscounts);
  itRequiresContentStaff(ctx, 'post', '/api/admin/discounts', { partner_name: 'P', title: 'T' }, 'discounts');

  it('creates a discount (a draft unless published) that members then see', async () => {
    const body = {
      partner_name: 'Wallbox Slovensko',
      title: 'Inštalácia zadarmo',
      description: 'Pri kúpe wallboxu.',
      code: 'EVK-2026',
      url: 'http://wallbox.example/akcia',
      valid_until: day(5),
      logo_url: 'https://wallbox.example/logo.svg',
      sort_order: 3,
      published: true,
    };
    const res = await call(t, 'post', '/api/admin/discounts', roles.staff, body).expect(201);
    expect(res.body.v).toEqual({
      ...body,
      id: expect.any(String),
      description_html: '<p>Pri kúpe wallboxu.</p>\n',
      code_hidden_reason: null,
      created_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    const listed = await call(t, 'get', '/api/discounts', roles.member).expect(200);
    expect(listed.body.v).toEqual([expect.objectContaining({ id: res.body.v.id, code: 'EVK-2026' })]);

    const draft = await call(t, 'post', '/api/admin/discounts', roles.staff, {
      partner_name: 'Iný',
      title: 'Koncept',
    }).expect(201);
    expect(draft.body.v).toMatchObject({
      published: false,
      sort_order: 0,
      code: null,
      url: null,
      valid_until: null,
      description: null,
      description_html: null,
    });
    expect((await call(t, 'get', '/api/discounts', roles.member).expect(200)).body.total).toBe(1);
  });

  it.each([
    ['no partner_name', { title: 'T' }],
    ['an empty title', { partner_name: 'P', title: '   ' }],
    ['a javascript: url', { partner_name: 'P', title: 'T', url: 'javascript:alert(1)' }],
    ['an ftp url', { partner_name: 'P', title: 'T', url: 'ftp://partner.example/x' }],
    ['a url without a scheme', { partner_name: 'P', title: 'T', url: 'partner.example' }],
    ['a protocol-relative logo', { partner_name: 'P', title: 'T', logo_url: '//evil.example/logo.png' }],
    ['a data: logo', { partner_name: 'P', title: 'T', logo_url: 'data:image/svg+xml,<svg/>' }],
    ['a day that does not exist', { partner_name: 'P', title: 'T', valid_until: '2026-02-30' }],
    ['a date-time instead of a date', { partner_name: 'P', title: 'T', valid_until: '2026-05-01T00:00:00Z' }],
    ['a string for published', { partner_name: 'P', title: 'T', published: 'yes' }],
    ['a fractional sort_order', { partner_name: 'P', title: 'T', sort_order: 1.5 }],
    ['an unknown field', { partner_name: 'P', title: 'T', featured: true }],
    ['a too long code', { partner_name: 'P', title: 'T', code: 'x'.repeat(101) }],
  ])('refuses %s with 400 errors.validation and writes nothing', async (_case, body) => {
    const res = await call(t, 'post', '/api/admin/discounts', roles.staff, body).expect(400);
    expect(res.body).toEqual(errorShape(400, 'errors.validation'));
    expect(await countRows(t, 'discounts')).toBe(0);
  });

  it('refuses a body that is not JSON with 400 and writes nothing', async () => {
    const res = await call(t, 'post', '/api/admin/discounts', roles.staff)
      .set('content-type', 'application/json')
      .send('{"partner_name":')
      .expect(400);
    expect(res.body).toEqual(errorShape(400, 'errors.bad_json'));
    expect(await countRows(t, 'discounts')).toBe(0);
  });
});

describe('PATCH /api/admin/discounts/:id', () => {
  itRequiresContentStaff(ctx, 'patch', `/api/admin/discounts/${randomUUID()}`, { title: 'Nový' });

  it('changes what is sent, clears what is null and keeps the rest', async () => {
    const { id } = await insertDiscount({
      partner_name: 'Pôvodný',
      code: 'STARY',
      url: 'https://a.example',
      published: false,
    });
    const res = await call(t, 'patch', `/api/admin/discounts/${id}`, roles.staff, {
      title: 'Nový názov',
      code: null,
      published: true,
      valid_until: day(1),
    }).expect(200);
    expect(res.body.v).toMatchObject({
      id,
      partner_name: 'Pôvodný',
      title: 'Nový názov',
      code: null,
      url: 'https://a.example',
      published: true,
      valid_until: day(1),
    });
    const [row] = await sql<{ code: string | null; updated_at: Date; created_at: Date }>(
      t,
      'SELECT code, updated_at, created_at FROM discounts WHERE id = $1',
      [id],
    );
    expect(row.code).toBeNull();
    expect(row.updated_at.getTime()).toBeGreaterThan(row.created_at.getTime());
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 400 for bad fields without changing anything', async () => {
    const { id } = await insertDiscount({ title: 'Nezmenený' });
    expect(
      (await call(t, 'patch', `/api/admin/discounts/${randomUUID()}`, roles.staff, { title: 'X' }).expect(404)).body,
    ).toEqual(errorShape(404, 'errors.discount_not_found'));
    expect((await call(t, 'patch', '/api/admin/discounts/123', roles.staff, { title: 'X' }).expect(400)).body).toEqual(
      errorShape(400, 'errors.invalid_id'),
    );
    for (const body of [
      { title: '' },
      { partner_name: null },
      { url: 'javascript:alert(1)' },
      { id: randomUUID() },
      { valid_until: '31.12.2026' },
    ]) {
      expect((await call(t, 'patch', `/api/admin/discounts/${id}`, roles.staff, body).expect(400)).body).toEqual(
        errorShape(400, 'errors.validation'),
      );
    }
    const [row] = await sql<{ title: string }>(t, 'SELECT title FROM discounts WHERE id = $1', [id]);
    expect(row.title).toBe('Nezmenený');
  });
});

describe('DELETE /api/admin/discounts/:id', () => {
  let target: { id: string };
  beforeAll(async () => {
    target = await insertDiscount({ partner_name: 'Na zmazanie' });
  });
  itRequiresContentStaff(ctx, 'delete', () => `/api/admin/discounts/${target.id}`, undefined, 'discounts');

  it('deletes the discount; a second delete is 404', async () => {
    await call(t, 'delete', `/api/admin/discounts/${target.id}`, roles.staff).expect(204);
    expect(await sql(t, 'SELECT 1 FROM discounts WHERE id = $1', [target.id])).toEqual([]);
    expect((await call(t, 'delete', `/api/admin/discounts/${target.id}`, roles.staff).expect(404)).body).toEqual(
      errorShape(404, 'errors.discount_not_found'),
    );
    await call(t, 'delete', '/api/admin/discounts/..%2F..%2Fetc', roles.staff).expect(400);
  });
});

describe('a member who loses verification', () => {
  it('stops seeing codes immediately (verification is read on every request, not from the token)', async () => {
    await clearDiscounts();
    await insertDiscount({ code: 'OKAMZITE' });
    const member = await createMember(t, { verified: true });
    expect(
      (await request(t.url).get('/api/discounts').set('authorization', bearer(member)).expect(200)).body.v[0].code,
    ).toBe('OKAMZITE');
    await sql(t, 'UPDATE profiles SET is_verified = false WHERE id = $1', [member.id]);
    const res = await request(t.url).get('/api/discounts').set('authorization', bearer(member)).expect(200);
    expect(res.body.v[0]).toMatchObject({ code: null, code_hidden_reason: 'unverified' });
  });
});
