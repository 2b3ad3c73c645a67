// Member search (GET /api/search): accent- and case-insensitive, typo-tolerant matching over
// pg_trgm + unaccent, ranked and paged, honouring every member's visibility choices: a field its
// owner hides is null in everyone else's results AND cannot be matched, so a phone number or e-mail
// never reveals whose it is. Members are real accounts; names, choices and cars are set in the
// database (test set-up).
import pg from 'pg';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/app';
import { bearer, createMember, sql, type TestMember } from '../support/members';
import { errorShape } from '../support/content';

let t: TestApp;
let searcher: TestMember;
let novak: TestMember;
let kovac: TestMember;
let hidden: TestMember;
let deleted: TestMember;
let rejected: TestMember;

const NOVAK_VIN = '5YJ3E7EB2KF123456';
const HIDDEN_VIN = 'LRW3E7FS9NC654321';

async function setProfile(member: TestMember, columns: Record<string, unknown>): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 2}`).join(', ');
  await sql(t, `UPDATE profiles SET ${sets} WHERE id = $1`, [member.id, ...names.map((n) => columns[n])]);
}

async function addCar(
  member: TestMember,
  car: { vin: string; plate: string; name?: string; model?: string },
): Promise<void> {
  await sql(
    t,
    `INSERT INTO cars (vin, model, variant, color) VALUES ($1, $2::car_model, 'Long Range', 'Solid Black')`,
    [car.vin, car.model ?? 'Model 3'],
  );
  await sql(
    t,
    `INSERT INTO car_ownerships (vin, owner_id, license_plate, name, owned_since) VALUES ($1, $2, $3, $4, '2023-03-01')`,
    [car.vin, member.id, car.plate, car.name ?? null],
  );
}

const search = (q: string | undefined, who: TestMember = searcher, extra = '') =>
  request(t.url)
    .get(`/api/search?${q === undefined ? '' : `q=${encodeURIComponent(q)}`}${extra}`)
    .set('authorization', bearer(who));

const ids = async (q: string, who?: TestMember) => {
  const res = await search(q, who).expect(200);
  return res.body.v.map((r: { id: string }) => r.id) as string[];
};

beforeAll(async () => {
  t = await startTestApp({ AUTH_AUTOCONFIRM: 'true', AUTH_BCRYPT_COST: '4', RATE_LIMIT_SIGN_UP: 'off' });
  [searcher, novak, kovac, hidden, deleted, rejected] = await Promise.all([
    createMember(t, { verified: true }),
    createMember(t, {
      verified: true,
      profile: { first_name: 'Ján', last_name: 'Novák', address_city: 'Košice', phone_number: '+421 905 111 222' },
    }),
    createMember(t, {
      verified: true,
      profile: { first_name: 'Peter', last_name: 'Kováč', address_city: 'Žilina', phone_number: '+421 903 333 444' },
    }),
    createMember(t, {
      verified: true,
      profile: {
        first_name: 'Zuzana',
        last_name: 'Hrušovská',
        address_city: 'Prešov',
        phone_number: '+421 944 555 666',
      },
    }),
    createMember(t, { verified: true, profile: { first_name: 'Jozef', last_name: 'Novák', address_city: 'Košice' } }),
    createMember(t, { profile: { first_name: 'Mária', last_name: 'Nováková', address_city: 'Košice' } }),
  ]);
  await addCar(novak, { vin: NOVAK_VIN, plate: 'KE 123AB', name: 'Strela' });
  await addCar(hidden, { vin: HIDDEN_VIN, plate: 'PO 777XY', model: 'Model Y' });
  await addCar(kovac, { vin: '7SAYGDEE5PA111222', plate: 'ZA-321CD', model: 'Model Y' });
  await setProfile(kovac, { show_email: true, show_phone: true });
  await setProfile(hidden, { show_city: false, show_cars: false });
  // An account deleted later is anonymised by the accounts code; here only the marker matters.
  await setProfile(deleted, { deleted_at: new Date() });
  // A rejected applicant was never verified (verifying lifts a rejection: registration-admin.service.ts).
  await setProfile(rejected, { rejected_at: new Date() });
});
afterAll(() => t?.close());

describe('GET /api/search', () => {
  it('requires authentication', async () => {
    const res = await request(t.url).get('/api/search?q=novak');
    expect({ status: res.status, body: res.body }).toEqual({
      status: 401,
      body: errorShape(401, 'errors.unauthorized'),
    });
  });

  it('finds "Košice" from "kosice" and "Novák" from "novak", whatever the accents and case', async () => {
    const res = await search('kosice').expect(200);
    expect(res.body).toEqual({
      v: [
        {
          id: novak.id,
          first_name: 'Ján',
          last_name: 'Novák',
          email: null,
          phone_number: null,
          address_city: 'Košice',
          cars: [
            {
              vin: null,
              license_plate: 'KE 123AB',
              model: 'Model 3',
              variant: 'Long Range',
              color: 'Solid Black',
              custom_color: null,
              name: 'Strela',
            },
          ],
          avatar: null,
        },
      ],
      total: 1,
    });
    expect(await ids('KOŠICE')).toEqual([novak.id]);
    expect(await ids('novak')).toEqual([novak.id]);
    expect(await ids('NOVÁK')).toEqual([novak.id]);
    expect(await ids('ján novák')).toEqual([novak.id]);
  });

  it('never shows a deleted member or a rejected applicant', async () => {
    // Both are named Novák/Nováková and live in Košice, like the one member found above.
    for (const q of ['novak', 'novakova', 'kosice', 'jozef', 'maria']) {
      const found = await ids(q);
      expect(found).not.toContain(deleted.id);
      expect(found).not.toContain(rejected.id);
    }
  });

  it('never shows a pending member (not yet verified by staff), not even by their car or plate', async () => {
    const pending = await createMember(t, {
      profile: { first_name: 'Oskar', last_name: 'Čakateľ', address_city: 'Trnava' },
    });
    await addCar(pending, { vin: '5YJ3E7EB4LF998877', plate: 'TT 998PD', name: 'Bleskovica' });
    for (const q of ['oskar', 'cakatel', 'trnava', 'TT 998PD', 'tt998pd', '3E7EB4LF99', 'bleskovica'])
      expect({ q, ids: await ids(q) }).toEqual({ q, ids: [] });
    // Once staff verify the membership, the same searches find the member.
    await sql(t, 'UPDATE profiles SET is_verified = true, verified_at = now() WHERE id = $1', [pending.id]);
    for (const q of ['oskar', 'TT 998PD', 'bleskovica'])
      expect({ q, ids: await ids(q) }).toEqual({ q, ids: [pending.id] });
  });

  it('finds a car by its plate with or without the space or dash, and by part of its VIN', async () => {
    expect(await ids('KE 123AB')).toEqual([novak.id]);
    expect(await ids('ke123ab')).toEqual([novak.id]);
    expect(await ids('KE 123')).toEqual([novak.id]);
    expect(await ids('KE-123AB')).toEqual([novak.id]);
    // A plate written with a dash is found with a space, a dash or neither.
    for (const q of ['ZA 321CD', 'za-321cd', 'ZA321CD', 'za 321'])
      expect({ q, ids: await ids(q) }).toEqual({ q, ids: [kovac.id] });
    expect(await ids('strela')).toEqual([novak.id]);
    const partial = await search('3E7EB2KF12').expect(200);
    expect(partial.body.v.map((r: { id: string }) => r.id)).toEqual([novak.id]);
    // Part of a VIN finds the car but does not reveal the rest of it…
    expect(partial.body.v[0].cars[0]).toMatchObject({ vin: null, license_plate: 'KE 123AB' });
    // …the full VIN is shown only to whoever typed all of it.
    const full = await search(NOVAK_VIN.toLowerCase()).expect(200);
    expect(full.body.v[0].cars[0]).toMatchObject({ vin: NOVAK_VIN });
  });

  it('never shows a hidden phone number or e-mail, and cannot find a member by them', async () => {
    for (const q of [
      '+421 905 111 222',
      '0905 111 222',
      '905111222',
      '421905111222',
      novak.email,
      novak.email.split('@')[0],
    ]) {
      const res = await search(q).expect(200);
      expect({ q, body: res.body }).toEqual({ q, body: { v: [], total: 0 } });
    }
    const [found] = (await search('novak').expect(200)).body.v;
    expect(found).toMatchObject({ id: novak.id, email: null, phone_number: null });
  });

  it('shows and matches the phone number and e-mail of a member who shows them', async () => {
    for (const q of ['0903 333 444', '+421903333444', kovac.email]) {
      const res = await search(q).expect(200);
      expect(res.body.v).toEqual([
        expect.objectContaining({
          id: kovac.id,
          email: kovac.email,
          phone_number: '+421 903 333 444',
          address_city: 'Žilina',
          cars: [expect.objectContaining({ license_plate: 'ZA-321CD' })],
        }),
      ]);
    }
  });

  it('neither shows nor matches a hidden city or hidden cars', async () => {
    const res = await search('hrusovska').expect(200);
    expect(res.body.v).toEqual([
      {
        id: hidden.id,
        first_name: 'Zuzana',
        last_name: 'Hrušovská',
        email: null,
        phone_number: null,
        address_city: null,
        cars: [],
        avatar: null,
      },
    ]);
    for (const q of ['Prešov', 'PO 777XY', 'po777xy', HIDDEN_VIN])
      expect({ q, ids: await ids(q) }).toEqual({ q, ids: [] });
  });

  it('shows members all of their own fields', async () => {
    const res = await search('hrusovska', hidden).expect(200);
    expect(res.body.v).toEqual([
      {
        id: hidden.id,
        first_name: 'Zuzana',
        last_name: 'Hrušovská',
        email: hidden.email,
        phone_number: '+421 944 555 666',
        address_city: 'Prešov',
        cars: [
          {
            vin: HIDDEN_VIN,
            license_plate: 'PO 777XY',
            model: 'Model Y',
            variant: 'Long Range',
            color: 'Solid Black',
            custom_color: null,
            name: null,
          },
        ],
        avatar: null,
      },
    ]);
  });

  it('tolerates a typo in a surname', async () => {
    expect(await ids('Kovas')).toEqual([kovac.id]); // one wrong letter
    expect(await ids('Hrusovka')).toEqual([hidden.id]); // one missing letter
    expect(await ids('Kovalčík')).toEqual([]); // a different name is not a typo
  });

  it('tolerates typos down to the search threshold (0.5), below the pg_trgm default (0.6)', async () => {
    // word_similarity('hrusivska', 'zuzana hrusovska') = 0.54: at least FUZZY_THRESHOLD (0.5), under the default 0.6.
    expect(await ids('Hrusivska')).toEqual([hidden.id]);
  });

  it('matches a two-letter query at the start of a word', async () => {
    expect(await ids('ko')).toEqual(expect.arrayContaining([novak.id, kovac.id])); // Košice, Kováč
    const inside = await ids('ov'); // only inside words: Novák, Kováč
    expect(inside).not.toContain(novak.id);
    expect(inside).not.toContain(kovac.id);
  });

  it('takes LIKE wildcards literally', async () => {
    for (const q of ['n_vak', 'nov%', 'no%ak', 'ko_%']) expect({ q, ids: await ids(q) }).toEqual({ q, ids: [] });
  });

  it('ranks a whole word first (in the name before other fields), then a word start, then inside a word; and pages', async () => {
    const [inName, atStart, inside, inCity] = await Promise.all([
      createMember(t, { verified: true, profile: { first_name: 'Bartolomej', last_name: 'Marsalek' } }),
      createMember(t, { verified: true, profile: { first_name: 'Eva', last_name: 'Marsalkova' } }),
      createMember(t, { verified: true, profile: { first_name: 'Ivan', last_name: 'Kmarsalek' } }),
      // Earlier in the text than Bartolomej's surname, but a city: a name match still comes first.
      createMember(t, { verified: true, profile: { first_name: 'Ivo', last_name: 'Ada', address_city: 'Marsalek' } }),
    ]);
    const order = async (q: string, extra = '') => (await search(q, searcher, extra).expect(200)).body;
    // Fewer than 5 exact matches: similar spellings follow them ("Marsalkova").
    expect(await order('marsalek')).toEqual({
      total: 4,
      v: [inName, inCity, inside, atStart].map((m) => expect.objectContaining({ id: m.id })),
    });
    expect(await order('marsalek', '&per_page=2&page=2')).toEqual({
      total: 4,
      v: [inside, atStart].map((m) => expect.objectContaining({ id: m.id })),
    });
    expect(await order('marsal')).toEqual({
      total: 4,
      v: [atStart, inName, inCity, inside].map((m) => expect.objectContaining({ id: m.id })),
    });
    expect(await order('marsal', '&per_page=3&page=2')).toEqual({
      total: 4,
      v: [expect.objectContaining({ id: inside.id })],
    });
  });

  it('counts matches up to 1000 and pages within them', async () => {
    await sql(
      t,
      `INSERT INTO profiles (id, email, first_name, last_name, is_verified, verified_at) SELECT gen_random_uuid(), 'hromadny-' || g || '@example.com', 'Člen', 'Zzyzxová', true, now() FROM generate_series(1, 1003) g`,
    );
    const res = await search('zzyzx').expect(200);
    expect(res.body.total).toBe(1000);
    expect(res.body.v).toHaveLength(20);
    const beyond = await search('zzyzx', searcher, '&per_page=100&page=11').expect(200);
    expect(beyond.body).toEqual({ v: [], total: 1000 });
  });

  it('refuses a query with fewer than 2 letters or digits with 400 errors.query_too_short', async () => {
    for (const q of ['', 'a', '   b   ', '%%', '__', '.-', 'a.', '+ +']) {
      const res = await search(q);
      expect({ q, status: res.status, body: res.body }).toEqual({
        q,
        status: 400,
        body: errorShape(400, 'errors.query_too_short'),
      });
    }
  });

  it('refuses other bad query parameters with 400 errors.validation', async () => {
    // No q at all: a required parameter, refused as every missing one is (the document marks it required).
    for (const extra of [
      '',
      'per_page=10',
      `q=${'x'.repeat(101)}`,
      'q=novak&per_page=0',
      'q=novak&page=abc',
      'q[]=novak',
      'q=novak&sort=name',
    ]) {
      const res = await request(t.url).get(`/api/search?${extra}`).set('authorization', bearer(searcher));
      expect({ extra, status: res.status, body: res.body }).toEqual({
        extra,
        status: 400,
        body: errorShape(400, 'errors.validation'),
      });
    }
  });
});

describe('profiles.visible_search_text and name_search_text (what member search reads)', () => {
  const columns = async (member: TestMember) =>
    (
      await sql<{ visible: string; names: string; all: string }>(
        t,
        'SELECT visible_search_text AS visible, name_search_text AS names, search_text AS "all" FROM profiles WHERE id = $1',
        [member.id],
      )
    )[0];

  it('hold only what the member shows, follow their choices, and are emptied when the member is deleted', async () => {
    const m = await createMember(t, {
      verified: true,
      profile: {
        first_name: 'Ľubica',
        last_name: 'Ďurišová',
        address_city: 'Banská Bystrica',
        phone_number: '+421 911 000 111',
      },
    });
    await addCar(m, { vin: '5YJSA7E26SF100004', plate: 'BB-404AA', name: 'Iskra', model: 'Model S' });
    expect(await columns(m)).toEqual({
      visible: 'lubica durisova banska bystrica 5yjsa7e26sf100004 bb-404aa bb404aa iskra model s',
      names: 'lubica durisova',
      all: `lubica durisova ${m.email} banska bystrica 421911000111 5yjsa7e26sf100004 bb-404aa bb404aa iskra model s`,
    });
    await setProfile(m, { show_email: true, show_phone: true, show_city: false, show_cars: false });
    expect((await columns(m)).visible).toBe(`lubica durisova ${m.email} 421911000111`);
    await setProfile(m, { deleted_at: new Date() });
    expect(await columns(m)).toEqual({ visible: '', names: '', all: '' });
  });

  it('are served by their trigram indexes', async () => {
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const explain = async (where: string) =>
        (await client.query(`EXPLAIN SELECT id FROM profiles WHERE ${where}`)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      expect(await explain(`visible_search_text LIKE '%kosice%'`)).toContain('profiles_visible_search_text_idx');
      expect(await explain(`'kovas' <% name_search_text`)).toContain('profiles_name_search_text_idx');
    } finally {
      await client.end();
    }
  });
});
