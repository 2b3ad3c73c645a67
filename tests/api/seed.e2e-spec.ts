// The demo seed (`npm run db:seed`, and `npm start` with SEED_DEMO=true) and the synthetic members
// for load tests (`-- --members N`), against real PostgreSQL databases. The demo accounts sign in
// with the real supabase-js client against the embedded auth API.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import request from 'supertest';
import { PrismaClient } from '../../server/src/generated/prisma/client';
import { loadConfig } from '../../server/src/config/config';
import { SNIFF_BYTES, sniffFileType } from '../../server/src/domain/file-types';
import {
  DEMO_ACCOUNTS,
  DEMO_MEMBER,
  DEMO_MEMBERS,
  DEMO_MEMBERS_PASSWORD,
  DEMO_NEWCOMER,
  DEMO_OWNER,
  DEMO_STAFF,
  isEmpty,
  seedDemo,
  SeedOptions,
} from '../../server/src/database/seed';
import { addSyntheticMembers, syntheticMember } from '../../server/src/database/seed/synthetic-members';
import { vinCheckDigit } from '../../server/src/domain/vin';
import { StorageService } from '../../server/src/storage/storage.service';
import { startTestApp, TestApp } from '../support/app';
import { authClient } from '../support/auth-client';
import { createTestDatabase, TestDatabase, queryDatabase } from '../support/database';
import { ensureServerBuild, ROOT } from '../support/server-build';
import { killServers, spawnServer, started, stopServer } from '../support/server-process';

const WEB_PUBLIC = path.join(ROOT, 'web', 'public');
const CONTENT_TABLES = [
  'profiles',
  'onboarding',
  'cars',
  'car_ownerships',
  'photos',
  'gallery_albums',
  'articles',
  'events',
  'event_attendances',
  'content_pages',
  'faq_entries',
  'guide_entries',
  'discounts',
  'files',
  'charging_entries',
  'redirects',
  'site_settings',
];
const SLOVAK_LETTERS = /[áäčďéíĺľňóôŕšťúýž]/i;

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-seed-'));
  tempDirs.push(dir);
  return dir;
}

const sql = queryDatabase;

/** Row count of every table in the public and auth schemas. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>(
    url,
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'auth') AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split('.');
    counts[name] = Number((await sql<{ n: string }>(url, `SELECT count(*) AS n FROM "${schema}"."${table}"`))[0].n);
  }
  return counts;
}

function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

function withPrisma<T>(url: string, fn: (prisma: PrismaClient) => Promise<T>): Promise<T> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return fn(prisma).finally(() => prisma.$disconnect());
}

function seedOptions(dataDir: string, extra: Partial<SeedOptions> = {}): SeedOptions {
  return { storage: new StorageService(loadConfig({ DATA_DIR: dataDir })), authUsers: true, bcryptCost: 4, ...extra };
}

afterAll(() => {
  killServers();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('seeding an empty database', () => {
  let t: TestApp;
  let url: string;
  let result: Awaited<ReturnType<typeof seedDemo>>;
  const now = new Date();

  beforeAll(async () => {
    t = await startTestApp();
    url = t.database.url;
    const storage = new StorageService(t.config);
    result = await withPrisma(url, (prisma) =>
      seedDemo(prisma, {
        storage,
        authUsers: true,
        bcryptCost: t.config.AUTH_BCRYPT_COST,
        contactEmail: t.config.CONTACT_EMAIL,
        now,
      }),
    );
  }, 60_000);

  afterAll(() => t.close());

  it('reports the demo accounts and fills every content table', async () => {
    expect(result).toEqual({ seeded: true, accounts: DEMO_ACCOUNTS });
    const counts = await rowCounts(url);
    for (const table of CONTENT_TABLES)
      expect({ table, empty: counts[`public.${table}`] === 0 }).toEqual({ table, empty: false });
    expect(counts['public.contact_messages']).toBe(0);
    expect(counts['auth.users']).toBe(DEMO_ACCOUNTS.length + DEMO_MEMBERS.length);
    expect(counts['auth.identities']).toBe(counts['auth.users']);
  });

  it('writes eight published Slovak articles with markdown and a photo, and one draft, by the staff account', async () => {
    const articles = await sql<{
      title: string;
      body: string;
      published_at: Date | null;
      author_id: string;
      src: string;
      alt: string;
    }>(
      url,
      'SELECT a.title, a.body, a.published_at, a.author_id, p.src, p.alt FROM articles a JOIN photos p ON p.id = a.photo_id',
    );
    const published = articles.filter((a) => a.published_at);
    expect(published).toHaveLength(8);
    expect(articles.filter((a) => !a.published_at)).toHaveLength(1);
    for (const a of articles) {
      expect(a.author_id).toBe(DEMO_STAFF.id);
      expect(a.alt).toMatch(SLOVAK_LETTERS);
      expect(a.src).toMatch(/^\/demo\/[a-z0-9-]+\.svg$/);
    }
    for (const a of published) {
      expect(a.published_at!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(a.body).toMatch(/^## /m); // a heading
      expect(a.body).toMatch(/^(- |\d+\. )/m); // a list
      expect(a.body).toMatch(/\[[^\]]+\]\((\/|https:\/\/)[^)]+\)/); // a link
    }
    expect(published.filter((a) => SLOVAK_LETTERS.test(a.title)).length).toBeGreaterThan(4);
  });

  it('serves every photo from an SVG in web/public/demo', async () => {
    const photos = await sql<{ src: string; alt: string }>(url, 'SELECT src, alt FROM photos');
    expect(photos.length).toBeGreaterThan(20);
    for (const { src, alt } of photos) {
      expect(alt.length).toBeGreaterThan(10);
      const file = path.join(WEB_PUBLIC, src);
      expect(fs.readFileSync(file, 'utf8')).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 1200 675"/,
      );
    }
  });

  it('has four upcoming events (one of capacity 10 with registrations, one of capacity 3 full with a waitlist) and four past ones', async () => {
    const events = await sql<{
      slug: string;
      date_start: Date;
      capacity: number | null;
      registered: string;
      waitlisted: string;
      registration_deadline: Date;
    }>(
      url,
      `SELECT e.slug, e.date_start, e.capacity, e.registration_deadline,
              count(a.*) FILTER (WHERE a.status = 'registered') AS registered,
              count(a.*) FILTER (WHERE a.status = 'waitlisted') AS waitlisted
         FROM events e LEFT JOIN event_attendances a ON a.event_id = e.id GROUP BY e.id ORDER BY e.date_start`,
    );
    const upcoming = events.filter((e) => e.date_start > now);
    expect(upcoming).toHaveLength(4);
    expect(events.length - upcoming.length).toBe(4);
    // Calendar days in Bratislava: an event at 9:00 ninety days ahead is "in 90 days" even when seeded at 21:00.
    const bratislavaDay = (d: Date) => Date.parse(d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Bratislava' }));
    const daysAhead = upcoming.map((e) => Math.round((bratislavaDay(e.date_start) - bratislavaDay(now)) / 86_400_000));
    expect(daysAhead).toEqual([10, 25, 45, 90]);
    const ten = upcoming.find((e) => e.capacity === 10)!;
    expect(Number(ten.registered)).toBeGreaterThan(2);
    expect(Number(ten.registered)).toBeLessThan(10);
    const small = upcoming.find((e) => e.capacity === 3)!;
    expect({ registered: Number(small.registered), waitlisted: Number(small.waitlisted) }).toEqual({
      registered: 3,
      waitlisted: 2,
    });
    for (const e of upcoming) expect(e.registration_deadline.getTime()).toBeGreaterThan(now.getTime());
    // Nobody is waitlisted while a place is free, and the waitlist came after the registrations.
    const order = await sql<{ status: string }>(
      url,
      `SELECT a.status FROM event_attendances a JOIN events e ON e.id = a.event_id WHERE e.capacity = 3 ORDER BY a.registered_at`,
    );
    expect(order.map((o) => o.status)).toEqual(['registered', 'registered', 'registered', 'waitlisted', 'waitlisted']);
    const albums = await sql<{ photos: string; cover_in_album: boolean; event_id: string | null }>(
      url,
      `SELECT count(p.*) AS photos, bool_or(p.id = g.cover_photo_id) AS cover_in_album, g.event_id
         FROM gallery_albums g JOIN photos p ON p.album_id = g.id GROUP BY g.id`,
    );
    expect(albums.length).toBeGreaterThanOrEqual(2);
    for (const a of albums)
      expect({ photos: Number(a.photos) >= 3, cover: a.cover_in_album }).toEqual({ photos: true, cover: true });
    expect(albums.filter((a) => a.event_id).length).toBeGreaterThanOrEqual(1);
  });

  it('has the content pages, FAQ, guide categories, discounts, charging information, settings and redirects', async () => {
    const slugs = (
      await sql<{ slug: string }>(url, 'SELECT slug FROM content_pages WHERE published_at IS NOT NULL')
    ).map((p) => p.slug);
    expect(slugs.sort()).toEqual(['kontakt', 'o-nas', 'ochrana-osobnych-udajov', 'pripojit-sa', 'stanovy']);
    expect(Number((await sql<{ n: string }>(url, 'SELECT count(*) AS n FROM faq_entries WHERE published'))[0].n)).toBe(
      8,
    );
    const categories = (await sql<{ category: string }>(url, 'SELECT DISTINCT category FROM guide_entries'))
      .map((g) => g.category)
      .sort();
    expect(categories).toEqual(['nabíjanie', 'servis', 'software', 'zimná prevádzka']);
    const discounts = await sql<{ code: string | null; url: string }>(
      url,
      'SELECT code, url FROM discounts WHERE published',
    );
    expect(discounts).toHaveLength(5);
    expect(discounts.filter((d) => d.code).length).toBeGreaterThanOrEqual(4);
    const charging = (
      await sql<{ title: string }>(url, 'SELECT title FROM charging_entries WHERE published ORDER BY sort_order')
    ).map((c) => c.title);
    expect(charging).toEqual(
      expect.arrayContaining(['Superchargery na Slovensku', 'GreenWay', 'ZSE Drive', 'Ionity', 'Nabíjanie doma']),
    );
    const settings = Object.fromEntries(
      (await sql<{ key: string; value: unknown }>(url, 'SELECT key, value FROM site_settings')).map((s) => [
        s.key,
        s.value,
      ]),
    );
    expect(settings.contact_email).toBe(t.config.CONTACT_EMAIL);
    expect(Object.keys(settings.social_links as object).sort()).toEqual([
      'discord',
      'facebook',
      'instagram',
      'x',
      'youtube',
    ]);
    for (const link of Object.values(settings.social_links as Record<string, string>))
      expect(link).toMatch(/^https:\/\//);
    expect(
      await sql(url, 'SELECT from_path, to_path, status_code FROM redirects WHERE from_path = $1', ['/clenstvo']),
    ).toEqual([{ from_path: '/clenstvo', to_path: '/pripojit-sa', status_code: 301 }]);
  });

  it('stores real light shows and lock chimes through the storage service, matching their rows', async () => {
    const files = await sql<{
      kind: string;
      storage_key: string;
      size_bytes: number;
      sha256: string;
      content_type: string;
      file_name: string;
    }>(url, 'SELECT kind, storage_key, size_bytes, sha256, content_type, file_name FROM files');
    expect(files.filter((f) => f.kind === 'lock_chime').length).toBeGreaterThanOrEqual(2);
    expect(files.filter((f) => f.kind === 'light_show').length).toBeGreaterThanOrEqual(2);
    const storage = new StorageService(t.config);
    for (const f of files) {
      const opened = await storage.open(f.storage_key);
      expect(opened).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }).toEqual({
        size: f.size_bytes,
        sha256: f.sha256,
      });
      // What a staff upload of the same bytes would be recognised as.
      expect(sniffFileType(bytes.subarray(0, SNIFF_BYTES))).toBe(f.kind === 'lock_chime' ? 'wav' : 'fseq');
      if (f.kind === 'lock_chime') {
        expect([f.content_type, f.file_name, f.storage_key]).toEqual([
          'audio/wav',
          'LockChime.wav',
          expect.stringMatching(/^files\/[0-9a-f-]{36}\.wav$/),
        ]);
        expect([
          bytes.toString('ascii', 0, 4),
          bytes.toString('ascii', 8, 12),
          bytes.readUInt16LE(20),
          bytes.readUInt32LE(40),
        ]).toEqual(['RIFF', 'WAVE', 1, bytes.length - 44]);
        expect(bytes.length).toBeLessThan(64_000);
      } else {
        expect([f.content_type, f.file_name, f.storage_key]).toEqual([
          'application/octet-stream',
          'lightshow.fseq',
          expect.stringMatching(/^files\/[0-9a-f-]{36}\.fseq$/),
        ]);
        const channels = bytes.readUInt32LE(10);
        expect([bytes.toString('ascii', 0, 4), bytes.readUInt8(7), channels, bytes.readUInt8(20)]).toEqual([
          'PSEQ',
          2,
          48,
          0,
        ]);
        expect(bytes.length).toBe(bytes.readUInt16LE(4) + channels * bytes.readUInt32LE(14));
      }
    }
  });

  it('gives the four demo accounts their permissions, onboarding and cars, and the owner their history', async () => {
    const profiles = await sql<{
      id: string;
      permissions: object;
      is_owner: boolean;
      is_verified: boolean;
      cars: string[];
    }>(
      url,
      `SELECT p.id, p.permissions, p.is_owner, p.is_verified,
              coalesce(array_agg(o.vin) FILTER (WHERE o.vin IS NOT NULL AND o.owned_until IS NULL), '{}') AS cars
         FROM profiles p LEFT JOIN car_ownerships o ON o.owner_id = p.id WHERE p.id = ANY($1) GROUP BY p.id`,
      [DEMO_ACCOUNTS.map((a) => a.id)],
    );
    const byId = new Map(profiles.map((p) => [p.id, p]));
    expect(byId.get(DEMO_MEMBER.id)).toMatchObject({ permissions: {}, is_verified: true, cars: [DEMO_MEMBER.vin] });
    expect(byId.get(DEMO_STAFF.id)).toMatchObject({
      permissions: { users: 'full', events: 'full', content: 'full' },
      is_owner: false,
      is_verified: true,
      cars: [DEMO_STAFF.vin],
    });
    expect(byId.get(DEMO_NEWCOMER.id)).toMatchObject({ permissions: {}, is_verified: false, cars: [] });
    expect(byId.get(DEMO_OWNER.id)).toMatchObject({ is_owner: true, is_verified: true, cars: [DEMO_OWNER.vin] });
    const owners = await sql<{ id: string }>(url, 'SELECT id FROM profiles WHERE is_owner');
    expect(owners).toEqual([{ id: DEMO_OWNER.id }]);
    const history = await sql<{ member_id: string; changed_by: string | null; via: string }>(
      url,
      'SELECT member_id, changed_by, via FROM permission_changes ORDER BY created_at',
    );
    expect(history).toEqual([
      { member_id: DEMO_OWNER.id, changed_by: null, via: 'setup' },
      { member_id: DEMO_STAFF.id, changed_by: DEMO_OWNER.id, via: 'console' },
    ]);
    const onboarding = await sql<{
      user_id: string;
      vin: string | null;
      completed_at: Date | null;
      tesla_account_full_name: string | null;
    }>(url, 'SELECT user_id, vin, completed_at, tesla_account_full_name FROM onboarding WHERE user_id = ANY($1)', [
      DEMO_ACCOUNTS.map((a) => a.id),
    ]);
    const o = new Map(onboarding.map((r) => [r.user_id, r]));
    expect(o.get(DEMO_MEMBER.id)).toMatchObject({ vin: DEMO_MEMBER.vin, completed_at: expect.any(Date) });
    expect(o.get(DEMO_OWNER.id)).toMatchObject({ vin: DEMO_OWNER.vin, completed_at: expect.any(Date) });
    expect(o.get(DEMO_NEWCOMER.id)).toMatchObject({ vin: null, completed_at: null, tesla_account_full_name: null });
  });

  it('creates only VINs with a correct ISO 3779 check digit, and keeps an ownership history', async () => {
    const vins = (await sql<{ vin: string }>(url, 'SELECT vin FROM cars')).map((c) => c.vin);
    for (const vin of vins) expect(vin[8]).toBe(vinCheckDigit(vin));
    // Known check digits: the classic example from the NHTSA rules, and the demo accounts' cars.
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect([DEMO_MEMBER.vin, DEMO_STAFF.vin]).toEqual(['5YJ3E7EB7KF012345', 'XP7YGCEK1PB004711']);
    const history = await sql<{ owners: string }>(
      url,
      'SELECT count(*) AS owners FROM car_ownerships GROUP BY vin HAVING count(*) > 1',
    );
    expect(history).toHaveLength(1);
  });

  it('lets every demo account sign in with supabase-js, and GET /api/me shows onboarding and permissions', async () => {
    const expected = new Map<string, { onboarding_complete: boolean; permissions: object }>([
      [DEMO_MEMBER.id, { onboarding_complete: true, permissions: {} }],
      [DEMO_NEWCOMER.id, { onboarding_complete: false, permissions: {} }],
      [DEMO_STAFF.id, { onboarding_complete: true, permissions: { users: 'full', events: 'full', content: 'full' } }],
      [
        DEMO_OWNER.id,
        { onboarding_complete: true, permissions: { users: 'full', events: 'full', content: 'full', finance: 'full' } },
      ],
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const { data, error } = await authClient(t).auth.signInWithPassword({
        email: account.email,
        password: account.password,
      });
      expect(error).toBeNull();
      expect(data.user!.id).toBe(account.id);
      const me = await request(t.url)
        .get('/api/me')
        .set('Authorization', `Bearer ${data.session!.access_token}`)
        .expect(200);
      expect({ onboarding_complete: me.body.v.onboarding_complete, permissions: me.body.v.user.permissions }).toEqual(
        expected.get(account.id),
      );
    }
    const ordinary = await authClient(t).auth.signInWithPassword({
      email: DEMO_MEMBERS[1].email,
      password: DEMO_MEMBERS_PASSWORD,
    });
    expect(ordinary.error).toBeNull();
    const wrong = await authClient(t).auth.signInWithPassword({
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBERS_PASSWORD,
    });
    expect(wrong.error?.status).toBe(400);
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts(url);
    const filesBefore = storedFiles(t.config.dataDir).sort();
    const again = await withPrisma(url, (prisma) =>
      seedDemo(prisma, { storage: new StorageService(t.config), authUsers: true, bcryptCost: 4 }),
    );
    expect(again).toEqual({ seeded: false, accounts: [] });
    expect(await rowCounts(url)).toEqual(before);
    expect(storedFiles(t.config.dataDir).sort()).toEqual(filesBefore);
  });
});

describe('seeding a database that is not empty', () => {
  const arrange: Record<string, string> = {
    'a profile': `INSERT INTO profiles (id, email) VALUES (gen_random_uuid(), 'clen@example.sk')`,
    'an article': `INSERT INTO articles (title, slug) VALUES ('Náš prvý článok', 'nas-prvy-clanok')`,
    'an event': `INSERT INTO events (title, slug, date_start) VALUES ('Stretnutie', 'stretnutie', now())`,
  };

  it.each(Object.keys(arrange))('with only %s seeds nothing and stores no file', async (what) => {
    const db: TestDatabase = await createTestDatabase();
    try {
      await sql(db.url, arrange[what]);
      const before = await rowCounts(db.url);
      const dataDir = tempDir();
      const result = await withPrisma(db.url, async (prisma) => {
        expect(await isEmpty(prisma)).toBe(false);
        return seedDemo(prisma, seedOptions(dataDir));
      });
      expect(result).toEqual({ seeded: false, accounts: [] });
      expect(await rowCounts(db.url)).toEqual(before);
      expect(storedFiles(dataDir)).toEqual([]);
    } finally {
      await db.drop();
    }
  });

  it('seeds once when two processes seed the same empty database at the same moment', async () => {
    const db = await createTestDatabase();
    try {
      const dataDirs = [tempDir(), tempDir()];
      const results = await Promise.all(
        dataDirs.map((dir) => withPrisma(db.url, (prisma) => seedDemo(prisma, seedOptions(dir)))),
      );
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(Number((await sql<{ n: string }>(db.url, 'SELECT count(*) AS n FROM articles'))[0].n)).toBe(9);
      // The loser removed the files it had stored before it saw the database was taken.
      const loser = dataDirs[results.findIndex((r) => !r.seeded)];
      expect(storedFiles(loser)).toEqual([]);
    } finally {
      await db.drop();
    }
  });
});

describe('synthetic members (--members N)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    await withPrisma(db.url, (prisma) => seedDemo(prisma, seedOptions(tempDir())));
  }, 60_000);

  afterAll(() => db.drop());

  it('adds exactly 2000 members with valid cars and the search_text a member gets from the triggers', async () => {
    const before = await rowCounts(db.url);
    const result = await addSyntheticMembers(db.url, 2000, { batchSize: 700 });
    expect(result).toEqual({ added: 2000, present: 0 });
    const after = await rowCounts(db.url);
    expect(after['public.profiles'] - before['public.profiles']).toBe(2000);
    expect(after['auth.users']).toBe(before['auth.users']);

    const members = await sql<{
      email: string;
      last_name: string;
      search_text: string;
      expected: string;
      visible: string;
      visible_expected: string;
      names: string;
      cars: string;
    }>(
      db.url,
      `SELECT p.email, p.last_name, p.search_text, public.profile_search_text(p) AS expected,
              p.visible_search_text AS visible, public.profile_search_text(p, true) AS visible_expected, p.name_search_text AS names,
              (SELECT count(*) FROM car_ownerships o WHERE o.owner_id = p.id AND o.owned_until IS NULL) AS cars
         FROM profiles p WHERE p.email LIKE 'member%@example.sk'`,
    );
    expect(members).toHaveLength(2000);
    expect(members.filter((m) => m.search_text !== m.expected || !m.search_text)).toEqual([]);
    expect(members.filter((m) => m.visible !== m.visible_expected || !m.visible || !m.names)).toEqual([]);
    expect(members.filter((m) => !['1', '2'].includes(m.cars))).toEqual([]);
    expect(members.filter((m) => m.cars === '2').length).toBeGreaterThan(200);
    expect(members.filter((m) => SLOVAK_LETTERS.test(m.last_name)).length).toBeGreaterThan(500);

    const cars = await sql<{ vin: string; license_plate: string }>(
      db.url,
      `SELECT o.vin, o.license_plate FROM car_ownerships o JOIN profiles p ON p.id = o.owner_id WHERE p.email LIKE 'member%@example.sk'`,
    );
    for (const { vin, license_plate } of cars) {
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(vin[8]).toBe(vinCheckDigit(vin));
      expect(license_plate).toMatch(/^[A-Z]{2}[- ]\d{3}[A-Z]{2}$/);
    }

    // Searching an unaccented surname finds every Kováčová, synthetic ones included.
    const found = await sql<{ last_name: string; email: string }>(
      db.url,
      `SELECT last_name, email FROM profiles WHERE search_text LIKE '%kovacova%'`,
    );
    const kovacova = await sql<{ email: string }>(db.url, `SELECT email FROM profiles WHERE last_name = 'Kováčová'`);
    expect(kovacova.length).toBeGreaterThan(5);
    expect(found.map((f) => f.email)).toEqual(expect.arrayContaining(kovacova.map((k) => k.email)));
    expect(found.filter((f) => f.email.startsWith('member')).length).toBeGreaterThan(5);

    // The triggers are back on: a new car of a synthetic member shows up in their search_text.
    const triggers = await sql<{ tgname: string; tgenabled: string }>(
      db.url,
      `SELECT tgname, tgenabled FROM pg_trigger WHERE tgname IN ('profiles_search_text', 'car_ownerships_search_text') ORDER BY tgname`,
    );
    expect(triggers).toEqual([
      { tgname: 'car_ownerships_search_text', tgenabled: 'O' },
      { tgname: 'profiles_search_text', tgenabled: 'O' },
    ]);
  });

  it('is deterministic and skips the numbers already present', async () => {
    expect(syntheticMember(42)).toEqual(syntheticMember(42));
    const m = syntheticMember(42);
    const [row] = await sql<{ id: string; first_name: string; last_name: string; address_city: string }>(
      db.url,
      'SELECT id, first_name, last_name, address_city FROM profiles WHERE email = $1',
      ['member42@example.sk'],
    );
    expect(row).toEqual({ id: m.id, first_name: m.firstName, last_name: m.lastName, address_city: m.city });
    expect(await addSyntheticMembers(db.url, 2000)).toEqual({ added: 0, present: 2000 });
    expect(await addSyntheticMembers(db.url, 2100)).toEqual({ added: 100, present: 2000 });
    const [{ n }] = await sql<{ n: string }>(
      db.url,
      `SELECT count(*) AS n FROM profiles WHERE email LIKE 'member%@example.sk'`,
    );
    expect(Number(n)).toBe(2100);
  });
});

describe('the db:seed command and the start hook', () => {
  const SEED_CLI = path.join(ROOT, 'dist', 'server', 'database', 'seed-cli.js');

  /** Runs the compiled CLI as `npm run db:seed` does once built, with only the variables given. */
  function runSeedCli(
    args: string[],
    env: Record<string, string>,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, [SEED_CLI, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: tempDir(), AUTH_BCRYPT_COST: '4', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  }

  beforeAll(() => ensureServerBuild(), 300_000);

  it('seeds an empty database, prints the demo accounts, then with --members adds members to the non-empty database', async () => {
    const db = await createTestDatabase({ migrated: false });
    try {
      const first = await runSeedCli([], { DATABASE_URL: db.url });
      expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
      expect(first.stdout).toContain('demo content seeded');
      for (const a of DEMO_ACCOUNTS) expect(first.stdout).toContain(`${a.email}`);
      expect(first.stdout).toContain(DEMO_STAFF.password);
      expect(Number((await sql<{ n: string }>(db.url, 'SELECT count(*) AS n FROM articles'))[0].n)).toBe(9);

      const before = await rowCounts(db.url);
      const second = await runSeedCli(['--members', '2000'], { DATABASE_URL: db.url });
      expect({ code: second.code, stderr: second.stderr }).toEqual({ code: 0, stderr: '' });
      expect(second.stdout).toMatch(/^database is not empty; nothing seeded$/m);
      expect(second.stdout).toMatch(/added 2000 synthetic members/);
      const after = await rowCounts(db.url);
      expect(after['public.profiles'] - before['public.profiles']).toBe(2000);
      expect(after['public.articles']).toBe(before['public.articles']);

      const third = await runSeedCli([], { DATABASE_URL: db.url });
      expect({ code: third.code, stdout: third.stdout }).toEqual({
        code: 0,
        stdout: 'database is not empty; nothing seeded\n',
      });
      expect(await rowCounts(db.url)).toEqual(after);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it.each([[['--members']], [['--members', '0']], [['--members', 'abc']], [['--users', '5']]])(
    'refuses %j with exit code 2 and the usage',
    async (args) => {
      const { code, stderr, stdout } = await runSeedCli(args, {
        DATABASE_URL: 'postgresql://nobody:secret@127.0.0.1:9/none',
      });
      expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
      expect(stderr).toMatch(/^EV Klub db:seed: .+\nusage: npm run db:seed \[-- --members N\]/);
    },
  );

  // Three server starts, each allowed 60 s (started()) and a stop of at most 40 s (stopServer(), which reports what a
  // server that does not exit is waiting in): the whole may take 300 s, so the test's own bound is above that.
  it('npm start with SEED_DEMO=true seeds an empty database and prints the demo accounts, on later starts too', async () => {
    const db = await createTestDatabase();
    const dataDir = tempDir();
    try {
      const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_BCRYPT_COST: '4' };
      for (let start = 1; start <= 2; start++) {
        const server = await spawnServer(env);
        await started(server, 60_000);
        for (const a of DEMO_ACCOUNTS)
          expect(server.stdout()).toMatch(new RegExp(`${a.email.replace(/\./g, '\\.')}\\s+${a.password}`));
        expect(await stopServer(server)).toEqual({ code: 0, signal: null });
        expect(Number((await sql<{ n: string }>(db.url, 'SELECT count(*) AS n FROM articles'))[0].n)).toBe(9);
      }
      expect(storedFiles(dataDir)).toHaveLength(5);
      // A changed password is no longer printed.
      await sql(db.url, `UPDATE auth.users SET encrypted_password = NULL WHERE id = $1`, [DEMO_STAFF.id]);
      const server = await spawnServer(env);
      await started(server, 60_000);
      expect(server.stdout()).toContain(DEMO_MEMBER.email);
      expect(server.stdout()).not.toContain(DEMO_STAFF.email);
      expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    } finally {
      await db.drop();
    }
  }, 330_000);
});
