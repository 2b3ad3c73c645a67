// A server on a bucket killed (SIGKILL) while photos are being stored leaves, after the
// next start, no object that no row names, no upload record, and every photo row's objects intact.
// The kill is aimed at the worst moment: an upload's objects are in the bucket (its record in
// storage_uploads) and its row has not committed. The test holds that moment open by locking the
// photos table against writes from its own connection until the server is dead.
import fs from 'node:fs';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { Config } from '../../server/src/config/config';
import { anonKey } from '../../server/src/auth-api/crypto/keys';
import { createTestDatabase, queryDatabase, TestDatabase } from '../support/database';
import { phonePhoto } from '../support/images';
import { startBucket, TestBucket } from '../support/s3';
import { ensureServerBuild } from '../support/server-build';
import { killServers, spawnServer, started } from '../support/server-process';

const JWT_SECRET = 'storage-s3-crash-secret-0123456789abcdef';

let database: TestDatabase;
let bucket: TestBucket;
const dataDirs: string[] = [];

beforeAll(async () => {
  ensureServerBuild();
  database = await createTestDatabase();
  bucket = await startBucket('evklub-crash');
});
afterAll(async () => {
  killServers();
  await database?.drop();
  await bucket?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const env = () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-s3-crash-'));
  dataDirs.push(dataDir);
  // A long statement timeout: the photo's INSERT waits on the test's lock until the kill, however busy the machine.
  return {
    ...bucket.env,
    PUBLIC_URL: 'http://evklub.test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET,
    AUTH_AUTOCONFIRM: 'true',
    AUTH_BCRYPT_COST: '4',
    DATABASE_STATEMENT_TIMEOUT: '120000',
  };
};

async function waitFor(probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

it('SIGKILL while photos are stored in the bucket leaves no orphan object and no upload record after the next start', async () => {
  let server = await spawnServer(env());
  await started(server, 60_000);
  const supabase = createClient(server.url, anonKey({ JWT_SECRET } as Config), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await supabase.auth.signUp({
    email: 'fotograf@example.com',
    password: 'Nabijacka-v-garazi-7',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  const token = data.session.access_token;
  await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  await queryDatabase(database.url, `UPDATE profiles SET permissions = '{"content":"full"}' WHERE id = $1`, [
    data.session.user.id,
  ]);

  const upload = async (i: number) => {
    const form = new FormData();
    form.append('alt', `Fotka ${i}`);
    form.append(
      'file',
      new Blob([new Uint8Array(await phonePhoto(1400 + i * 40, 1000, 6))], { type: 'image/jpeg' }),
      `IMG_${i}.jpg`,
    );
    return fetch(`${server.url}/api/admin/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(
      (r) => r.status,
      () => 0,
    );
  };
  // One photo completes; then several at once, and the server dies mid-way through storing them.
  expect(await upload(0)).toBe(201);
  const kept = await bucket.keys();
  const namedKeys = async () =>
    (
      await queryDatabase<{ key: string }>(
        database.url,
        "SELECT jsonb_array_elements_text(variants -> 'keys') AS key FROM photos",
      )
    )
      .map((r) => r.key)
      .sort();
  expect(kept).toEqual(await namedKeys());
  expect(kept.length).toBe(10); // 320, 640 and 1000 px in three formats, and the preview
  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE photos IN EXCLUSIVE MODE');
  const pending = [1, 2, 3, 4, 5].map(upload);
  // The worst moment: objects in the bucket that no committed row names yet, their upload recorded.
  await waitFor(async () => {
    const [stored, rows, records] = await Promise.all([
      bucket.keys(),
      namedKeys(),
      queryDatabase(database.url, 'SELECT key FROM storage_uploads'),
    ]);
    // All ten objects of the next photo (320, 640, 1000 px × 3 formats, the preview), so none is half-written.
    return records.length > 0 && stored.filter((key) => !rows.includes(key)).length >= 10;
  });
  process.kill(-server.child.pid!, 'SIGKILL');
  await server.exited;
  await Promise.all(pending);
  const rowsAtKill = await namedKeys();
  const orphans = (await bucket.keys()).filter((key) => !rowsAtKill.includes(key));
  expect(orphans.length).toBeGreaterThanOrEqual(10);
  // The dead server's INSERT, waiting on the lock, ends within seconds (PostgreSQL sees that its
  // client is gone) instead of committing once the lock goes, after the next start's sweep.
  // Read on a connection of its own: inside the locker's transaction the view would stay as first read.
  const waitingInserts = async () =>
    (
      await queryDatabase<{ n: number }>(
        database.url,
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query ILIKE 'INSERT INTO%photos%'",
      )
    )[0].n;
  await waitFor(async () => (await waitingInserts()) === 0, 10_000);
  await locker.query('ROLLBACK');
  await locker.end();
  await new Promise((r) => setTimeout(r, 500));
  expect(await namedKeys()).toEqual(rowsAtKill);

  server = await spawnServer(env());
  await started(server, 60_000);
  const named = await namedKeys();
  expect(await bucket.keys()).toEqual(named);
  expect(await queryDatabase(database.url, 'SELECT key FROM storage_uploads')).toEqual([]);
  for (const key of named) {
    const res = await fetch(`${server.url}/api/media/${key.slice('images/'.length)}`);
    expect([key, res.status]).toEqual([key, 200]);
  }
}, 120_000);
