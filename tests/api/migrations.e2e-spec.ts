// The migration applier (server/src/database/migrator.ts) and `npm run db:migrate`, on fresh
// databases: idempotent, recorded the way Prisma records migrations, refusing edited history,
// all-or-nothing per migration, safe when two servers start at once, and visible in /readyz.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/src/app';
import { createLogger } from '../../server/src/common/logger';
import { loadConfig, variables } from '../../server/src/config/config';
import { applyMigrations, MIGRATIONS_DIR, MigrationError, readMigrations } from '../../server/src/database/migrator';
import { createTestDatabase, TestDatabase, queryDatabase } from '../support/database';
import { ensureServerBuild, ROOT } from '../support/server-build';

const databases: TestDatabase[] = [];
const tempDirs: string[] = [];
const LOCAL = readMigrations().map((m) => m.name);

async function freshDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase({ migrated: false });
  databases.push(db);
  return db;
}

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** A copy of prisma/migrations that a test may change; `keep` limits it to the first n migrations. */
function migrationsCopy(keep = LOCAL.length): string {
  const dir = tempDir('evklub-migrations-');
  for (const name of LOCAL.slice(0, keep))
    fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true });
  return dir;
}

function addMigration(dir: string, name: string, sql: string): void {
  fs.mkdirSync(path.join(dir, name), { recursive: true });
  fs.writeFileSync(path.join(dir, name, 'migration.sql'), sql);
}

const sql = queryDatabase;

const tableExists = async (url: string, table: string) =>
  (await sql<{ t: string | null }>(url, 'SELECT to_regclass($1)::text AS t', [table]))[0].t !== null;

afterAll(async () => {
  for (const db of databases) await db.drop();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('applyMigrations', () => {
  it('applies every migration on a fresh database and nothing on the second run', async () => {
    expect(LOCAL.length).toBeGreaterThan(0);
    const db = await freshDatabase();
    expect(await applyMigrations(db.url)).toEqual(LOCAL);
    expect(await applyMigrations(db.url)).toEqual([]);
    const rows = await sql<{ migration_name: string }>(
      db.url,
      'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(LOCAL);
  });

  it('records each migration as Prisma does: sha256 of the file, finished, one step', async () => {
    const db = await freshDatabase();
    await applyMigrations(db.url);
    const rows = await sql(db.url, 'SELECT * FROM _prisma_migrations ORDER BY migration_name');
    expect(rows).toEqual(
      LOCAL.map((name) => ({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        checksum: createHash('sha256')
          .update(fs.readFileSync(path.join(MIGRATIONS_DIR, name, 'migration.sql')))
          .digest('hex'),
        finished_at: expect.any(Date),
        migration_name: name,
        logs: null,
        rolled_back_at: null,
        started_at: expect.any(Date),
        applied_steps_count: 1,
      })),
    );
    for (const r of rows) expect(r.finished_at.getTime()).toBeGreaterThanOrEqual(r.started_at.getTime());
    // The table itself as `prisma migrate` creates it, so that prisma migrate status/deploy agree.
    const columns = await sql(
      db.url,
      `SELECT column_name, data_type, character_maximum_length AS length, is_nullable
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'character varying', length: 36, is_nullable: 'NO' },
      { column_name: 'checksum', data_type: 'character varying', length: 64, is_nullable: 'NO' },
      { column_name: 'finished_at', data_type: 'timestamp with time zone', length: null, is_nullable: 'YES' },
      { column_name: 'migration_name', data_type: 'character varying', length: 255, is_nullable: 'NO' },
      { column_name: 'logs', data_type: 'text', length: null, is_nullable: 'YES' },
      { column_name: 'rolled_back_at', data_type: 'timestamp with time zone', length: null, is_nullable: 'YES' },
      { column_name: 'started_at', data_type: 'timestamp with time zone', length: null, is_nullable: 'NO' },
      { column_name: 'applied_steps_count', data_type: 'integer', length: null, is_nullable: 'NO' },
    ]);
  });

  it('refuses a migration that was changed after it was applied, and applies nothing then', async () => {
    const db = await freshDatabase();
    const dir = migrationsCopy();
    await applyMigrations(db.url, dir);
    fs.appendFileSync(path.join(dir, LOCAL[0], 'migration.sql'), '\n-- edited afterwards\n');
    addMigration(dir, '29991231000000_later', 'CREATE TABLE "public"."later_marker" ("id" INTEGER);');
    const attempt = applyMigrations(db.url, dir);
    await expect(attempt).rejects.toThrow(MigrationError);
    await expect(attempt).rejects.toThrow(
      `migration ${LOCAL[0]} was changed after it was applied (checksum differs); restore the file or add a new migration`,
    );
    expect(await tableExists(db.url, 'public.later_marker')).toBe(false);
  });

  it('refuses a database holding a migration that the folder does not have', async () => {
    const db = await freshDatabase();
    const dir = migrationsCopy();
    addMigration(dir, '29991231000000_elsewhere', 'SELECT 1;');
    await applyMigrations(db.url, dir);
    await expect(applyMigrations(db.url)).rejects.toThrow(
      'migration 29991231000000_elsewhere is applied in the database but missing from prisma/migrations',
    );
  });

  it('rolls a failing migration back completely, records it nowhere, and applies it once it is fixed', async () => {
    const db = await freshDatabase();
    const dir = migrationsCopy();
    const broken = `CREATE TABLE "public"."half_applied" ("id" INTEGER);
INSERT INTO "public"."site_settings" ("key", "value") VALUES ('half_applied', 'true');
SELECT 1 / 0;`;
    addMigration(dir, '29991231000000_broken', broken);
    const attempt = applyMigrations(db.url, dir);
    await expect(attempt).rejects.toThrow(MigrationError);
    await expect(attempt).rejects.toThrow('migration 29991231000000_broken failed: division by zero');
    expect(await tableExists(db.url, 'public.half_applied')).toBe(false);
    expect(await sql(db.url, `SELECT 1 FROM site_settings WHERE key = 'half_applied'`)).toEqual([]);
    const recorded = await sql<{ migration_name: string }>(
      db.url,
      'SELECT migration_name FROM _prisma_migrations ORDER BY 1',
    );
    expect(recorded.map((r) => r.migration_name)).toEqual(LOCAL); // the ones before it stay applied

    addMigration(dir, '29991231000000_broken', broken.replace('SELECT 1 / 0;', 'SELECT 1;'));
    expect(await applyMigrations(db.url, dir)).toEqual(['29991231000000_broken']);
    expect(await tableExists(db.url, 'public.half_applied')).toBe(true);
  });

  it('lets two servers migrate one database at once: both succeed and each migration runs once', async () => {
    const db = await freshDatabase();
    const [a, b] = await Promise.all([applyMigrations(db.url), applyMigrations(db.url)]);
    expect([...a, ...b].sort()).toEqual(LOCAL);
    const counts = await sql<{ migration_name: string; n: number }>(
      db.url,
      'SELECT migration_name, count(*)::int AS n FROM _prisma_migrations GROUP BY 1 ORDER BY 1',
    );
    expect(counts).toEqual(LOCAL.map((name) => ({ migration_name: name, n: 1 })));
  });
});

describe('GET /readyz with a pending migration', () => {
  it('answers 503 naming the pending migration, and 200 once it is applied', async () => {
    const db = await freshDatabase();
    const last = LOCAL[LOCAL.length - 1];
    await applyMigrations(db.url, migrationsCopy(LOCAL.length - 1));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: tempDir('evklub-readyz-'),
      SEED_DEMO: 'false',
    });
    const app = await createApp({ config, databaseUrl: db.url, logger: createLogger('silent') });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const server = app.getHttpServer();
      const pending = await request(server).get('/readyz').expect(503);
      expect(pending.body).toEqual({
        status: 'unavailable',
        reason: 'migrations pending',
        pending_migrations: [last],
        page_cache: 'idle',
      });
      await applyMigrations(db.url);
      await request(server)
        .get('/readyz')
        .expect(200)
        .expect((res) => expect(res.body.status).toBe('ready'));
    } finally {
      await app.close();
    }
  });
});

describe('npm run db:migrate', () => {
  const CLI = path.join(ROOT, 'dist', 'server', 'database', 'migrate-cli.js');
  beforeAll(() => ensureServerBuild(), 300_000);

  /** Runs the compiled command with only the given configuration (nothing leaks in from this process). */
  function migrateCli(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in variables)));
    const child = spawn(process.execPath, [CLI], {
      cwd: ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  }

  function expectOneLine(stderr: string, mention: string | RegExp): void {
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^EV Klub db:migrate: /);
    expect(lines[0]).toMatch(mention);
  }

  it('applies the pending migrations to DATABASE_URL and names them, then reports the database up to date', async () => {
    const db = await freshDatabase();
    const first = await migrateCli({ DATABASE_URL: db.url });
    expect(first).toEqual({ code: 0, stdout: LOCAL.map((n) => `applied ${n}\n`).join(''), stderr: '' });
    const second = await migrateCli({ DATABASE_URL: db.url });
    expect(second).toEqual({ code: 0, stdout: 'database is up to date\n', stderr: '' });
  });

  it('migrates the embedded PostgreSQL under DATA_DIR and stops it afterwards', async () => {
    const dataDir = tempDir('evklub-migrate-cli-');
    const run = await migrateCli({ DATA_DIR: dataDir });
    expect(run).toEqual({ code: 0, stdout: LOCAL.map((n) => `applied ${n}\n`).join(''), stderr: '' });
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect((await migrateCli({ DATA_DIR: dataDir })).stdout).toBe('database is up to date\n');
  }, 60_000);

  it('exits 1 with one line when the database cannot be reached, without its password', async () => {
    const run = await migrateCli({ DATABASE_URL: 'postgresql://evklub:s3cret-pw@127.0.0.1:1/evklub' });
    expect(run.code).toBe(1);
    expectOneLine(
      run.stderr,
      /cannot migrate the database at postgresql:\/\/evklub:\*\*\*@127\.0\.0\.1:1\/evklub: .*ECONNREFUSED/,
    );
    expect(run.stderr).not.toContain('s3cret-pw');
  });

  it('exits 1 with one line when an applied migration was changed', async () => {
    const db = await freshDatabase();
    await applyMigrations(db.url);
    await sql(db.url, `UPDATE _prisma_migrations SET checksum = repeat('0', 64) WHERE migration_name = $1`, [LOCAL[0]]);
    const run = await migrateCli({ DATABASE_URL: db.url });
    expect(run.code).toBe(1);
    expectOneLine(run.stderr, `migration ${LOCAL[0]} was changed after it was applied`);
  });

  it('exits 1 with one line on a bad configuration value', async () => {
    const run = await migrateCli({ DATABASE_URL: 'mysql://nope', DATA_DIR: tempDir('evklub-migrate-cli-') });
    expect(run.code).toBe(1);
    expectOneLine(run.stderr, 'configuration error: DATABASE_URL must use postgres or postgresql');
  });
});
