// What the database itself guarantees beyond schema.prisma (the "Beyond schema.prisma" block of the
// init migration): member search text kept by triggers, one current owner per car, CHECK rules, and
// referential actions that keep content when its author goes.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, TestDatabase } from '../support/database';

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await db.drop();
});

const q = async <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await client.query<T>(text, values)).rows;

async function profile(fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const row = { id, email: `${id}@example.sk`, ...fields };
  const cols = Object.keys(row);
  await q(
    `INSERT INTO profiles (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
  return id;
}

const searchText = async (id: string) =>
  (await q<{ s: string }>('SELECT search_text AS s FROM profiles WHERE id = $1', [id]))[0].s;

/** The PostgreSQL error a statement fails with (code and constraint), or null when it succeeds. */
async function failure(text: string, values: unknown[] = []): Promise<{ code: string; constraint?: string } | null> {
  await q('SAVEPOINT attempt');
  try {
    await q(text, values);
    await q('RELEASE SAVEPOINT attempt');
    return null;
  } catch (e) {
    await q('ROLLBACK TO SAVEPOINT attempt');
    const { code, constraint } = e as { code: string; constraint?: string };
    return constraint ? { code, constraint } : { code };
  }
}

describe('profiles.search_text', () => {
  it('holds names, username, e-mail, city and phone digits, lower-cased and without diacritics', async () => {
    const id = await profile({
      email: 'Jan.Novak@Example.sk',
      first_name: 'Ján',
      last_name: 'Nováčik',
      username: 'JNovak',
      address_city: 'Košice',
      phone_number: '+421 905 123 456',
      address_street: 'Hlavná 1',
    });
    expect(await searchText(id)).toBe('jan novacik jnovak jan.novak@example.sk kosice 421905123456');
    const found = await q('SELECT id FROM profiles WHERE search_text LIKE $1', [`%${'Kosice'.toLowerCase()}%`]);
    expect(found).toEqual([{ id }]);
  });

  it('follows changes of the profile and is emptied when the member is deleted', async () => {
    const id = await profile({ first_name: 'Eva', address_city: 'Žilina' });
    await q(`UPDATE profiles SET address_city = 'Prešov' WHERE id = $1`, [id]);
    expect(await searchText(id)).toContain('presov');
    expect(await searchText(id)).not.toContain('zilina');
    await q(`UPDATE profiles SET search_text = 'forged' WHERE id = $1`, [id]);
    expect(await searchText(id)).toBe(`eva ${id}@example.sk presov`);
    await q(`UPDATE profiles SET deleted_at = now() WHERE id = $1`, [id]);
    expect(await searchText(id)).toBe('');
  });

  it('follows the current cars: VIN, plate with and without spaces, name and model', async () => {
    const owner = await profile({ first_name: 'Peter' });
    const next = await profile({ first_name: 'Mária' });
    const vin = '5YJ3E7EA1KF000001';
    await q(`INSERT INTO cars (vin, model) VALUES ($1, 'Model 3')`, [vin]);
    const [{ id: ownership }] = await q<{ id: string }>(
      `INSERT INTO car_ownerships (vin, owner_id, license_plate, name) VALUES ($1, $2, 'BA 123 XY', 'Blesk') RETURNING id`,
      [vin, owner],
    );
    expect(await searchText(owner)).toBe(`peter ${owner}@example.sk 5yj3e7ea1kf000001 ba 123 xy ba123xy blesk model 3`);

    await q(`UPDATE cars SET model = 'Model Y' WHERE vin = $1`, [vin]);
    expect(await searchText(owner)).toContain('blesk model y');

    await q(`UPDATE car_ownerships SET owner_id = $1 WHERE id = $2`, [next, ownership]);
    expect(await searchText(owner)).toBe(`peter ${owner}@example.sk`);
    expect(await searchText(next)).toContain('5yj3e7ea1kf000001');

    await q(`UPDATE car_ownerships SET owned_until = current_date WHERE id = $1`, [ownership]);
    expect(await searchText(next)).toBe(`maria ${next}@example.sk`);

    await q(`INSERT INTO car_ownerships (vin, owner_id, license_plate) VALUES ($1, $2, 'KE999AA')`, [vin, owner]);
    expect(await searchText(owner)).toContain('ke999aa model y');
    await q('DELETE FROM cars WHERE vin = $1', [vin]);
    expect(await searchText(owner)).toBe(`peter ${owner}@example.sk`);
  });

  it('is served by the trigram index', async () => {
    await q('BEGIN');
    try {
      await q('SET LOCAL enable_seqscan = off');
      const plan = (
        await q<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id FROM profiles WHERE search_text LIKE '%kosice%'`)
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('profiles_search_text_idx');
    } finally {
      await q('ROLLBACK');
    }
  });
});

describe('rules the database enforces', () => {
  beforeEach(() => q('BEGIN'));
  afterEach(() => q('ROLLBACK'));

  it('allows one current ownership per car and keeps the history', async () => {
    const [a, b] = [await profile(), await profile()];
    const vin = 'LRW3E7FS2NC000002';
    await q(`INSERT INTO cars (vin, model) VALUES ($1, 'Model 3')`, [vin]);
    await q(`INSERT INTO car_ownerships (vin, owner_id) VALUES ($1, $2)`, [vin, a]);
    expect(await failure(`INSERT INTO car_ownerships (vin, owner_id) VALUES ($1, $2)`, [vin, b])).toEqual({
      code: '23505',
      constraint: 'car_ownerships_vin_current_key',
    });
    await q(`UPDATE car_ownerships SET owned_until = current_date WHERE vin = $1`, [vin]);
    expect(await failure(`INSERT INTO car_ownerships (vin, owner_id) VALUES ($1, $2)`, [vin, b])).toBeNull();
    expect(
      await q(`SELECT owner_id FROM car_ownerships WHERE vin = $1 ORDER BY owned_until NULLS LAST`, [vin]),
    ).toEqual([{ owner_id: a }, { owner_id: b }]);
  });

  it('refuses values outside the CHECK rules', async () => {
    const id = await profile();
    const cases: [string, unknown[], string][] = [
      [`INSERT INTO cars (vin, model) VALUES ('5YJ3E7EA1KF00000O', 'Model 3')`, [], 'cars_vin_check'],
      [`INSERT INTO cars (vin, model) VALUES ('5yj3e7ea1kf000001', 'Model 3')`, [], 'cars_vin_check'],
      [`INSERT INTO onboarding (user_id, vin) VALUES ($1, 'SHORT')`, [id], 'onboarding_vin_check'],
      [`UPDATE profiles SET address_country = 'sk' WHERE id = $1`, [id], 'profiles_address_country_check'],
      [`UPDATE profiles SET permissions = '["users"]' WHERE id = $1`, [id], 'profiles_permissions_check'],
      [
        `INSERT INTO redirects (from_path, to_path, status_code) VALUES ('/stare', '/nove', 303)`,
        [],
        'redirects_status_code_check',
      ],
      [`INSERT INTO redirects (from_path, to_path) VALUES ('stare', '/nove')`, [], 'redirects_from_path_check'],
      [`INSERT INTO redirects (from_path, to_path) VALUES ('/a', '/a')`, [], 'redirects_from_path_check'],
      [
        `INSERT INTO events (title, slug, date_start, date_end) VALUES ('Zraz', 'zraz', '2026-06-02', '2026-06-01')`,
        [],
        'events_date_end_check',
      ],
      [
        `INSERT INTO events (title, slug, date_start, capacity) VALUES ('Zraz', 'zraz', '2026-06-02', 0)`,
        [],
        'events_capacity_check',
      ],
      [
        `INSERT INTO files (kind, title, file_name, storage_key, content_type, size_bytes, sha256) VALUES ('light_show', 'x', 'x.fseq', 'k1', 'application/octet-stream', -1, repeat('a', 64))`,
        [],
        'files_size_bytes_check',
      ],
      [
        `INSERT INTO files (kind, title, file_name, storage_key, content_type, size_bytes, sha256) VALUES ('lock_chime', 'x', 'x.wav', 'k2', 'audio/wav', 1, repeat('A', 64))`,
        [],
        'files_sha256_check',
      ],
    ];
    for (const [text, values, constraint] of cases)
      expect({ text, error: await failure(text, values) }).toEqual({ text, error: { code: '23514', constraint } });
    expect(
      await failure(`INSERT INTO redirects (from_path, to_path, status_code) VALUES ('/stare', '/nove', 302)`),
    ).toBeNull();
  });

  it('compares e-mails and usernames without case', async () => {
    await profile({ email: 'Clen@Example.sk', username: 'Tesla' });
    expect(await failure(`INSERT INTO profiles (id, email) VALUES ($1, 'clen@example.SK')`, [randomUUID()])).toEqual({
      code: '23505',
      constraint: 'profiles_email_key',
    });
    expect(
      await failure(`INSERT INTO profiles (id, email, username) VALUES ($1, 'x@example.sk', 'TESLA')`, [randomUUID()]),
    ).toEqual({
      code: '23505',
      constraint: 'profiles_username_key',
    });
  });

  it("keeps articles when their author's profile is removed, and removes the member's own records", async () => {
    const author = await profile();
    await q(`INSERT INTO articles (title, slug, author_id) VALUES ('Zimná jazda', 'zimna-jazda', $1)`, [author]);
    const [{ id: event }] = await q<{ id: string }>(
      `INSERT INTO events (title, slug, date_start) VALUES ('Zraz', 'zraz-2', now()) RETURNING id`,
    );
    await q(`INSERT INTO event_attendances (event_id, user_id) VALUES ($1, $2)`, [event, author]);
    await q(`INSERT INTO onboarding (user_id) VALUES ($1)`, [author]);
    await q('DELETE FROM profiles WHERE id = $1', [author]);
    expect(await q(`SELECT author_id FROM articles WHERE slug = 'zimna-jazda'`)).toEqual([{ author_id: null }]);
    expect(await q('SELECT 1 FROM event_attendances WHERE user_id = $1', [author])).toEqual([]);
    expect(await q('SELECT 1 FROM onboarding WHERE user_id = $1', [author])).toEqual([]);
  });
});
