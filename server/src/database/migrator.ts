// Applies the hand-written SQL migrations in prisma/migrations/<name>/migration.sql, in name order,
// each in its own transaction, under an advisory lock so that two servers starting at once do not
// race. Applied migrations are recorded in `_prisma_migrations` exactly as Prisma records them
// (sha256 checksum of the file), so `prisma migrate deploy/status` agree where the engine exists.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', '..', 'prisma', 'migrations');
const LOCK_KEY = 7_347_105_112; // any constant shared by every server of this product

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export interface LocalMigration {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): LocalMigration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Applies what is missing; returns the names applied now. Throws MigrationError on drift. */
export async function applyMigrations(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const local = readMigrations(dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const applied = await appliedMigrations(client);
    verify(local, applied);
    const done = new Set(applied.filter((a) => a.finished_at && !a.rolled_back_at).map((a) => a.migration_name));
    const now: string[] = [];
    for (const m of local.filter((l) => !done.has(l.name))) {
      await applyOne(client, m);
      now.push(m.name);
    }
    return now;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

async function applyOne(client: pg.Client, m: LocalMigration): Promise<void> {
  const id = randomUUID();
  try {
    await client.query('BEGIN');
    await client.query(m.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [id, m.checksum, m.name],
    );
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK');
    throw new MigrationError(`migration ${m.name} failed: ${(e as Error).message}`);
  }
}

async function appliedMigrations(client: pg.Client | pg.PoolClient): Promise<AppliedRow[]> {
  const { rows } = await client.query<AppliedRow>(
    'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at',
  );
  return rows;
}

function verify(local: LocalMigration[], applied: AppliedRow[]): void {
  const byName = new Map(local.map((l) => [l.name, l]));
  for (const a of applied) {
    if (a.rolled_back_at) continue;
    const l = byName.get(a.migration_name);
    if (!l)
      throw new MigrationError(
        `migration ${a.migration_name} is applied in the database but missing from prisma/migrations`,
      );
    if (!a.finished_at)
      throw new MigrationError(
        `migration ${a.migration_name} failed earlier and was never finished; repair the database first`,
      );
    if (l.checksum !== a.checksum)
      throw new MigrationError(
        `migration ${a.migration_name} was changed after it was applied (checksum differs); restore the file or add a new migration`,
      );
  }
}

/** Names of local migrations not yet applied (for /readyz). Never throws on a missing table. */
export async function pendingMigrations(
  query: (sql: string) => Promise<{ migration_name: string }[]>,
  dir = MIGRATIONS_DIR,
) {
  const local = readMigrations(dir);
  let names: string[] = [];
  try {
    const rows = await query(
      `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    names = rows.map((r) => r.migration_name);
  } catch {
    return local.map((l) => l.name);
  }
  return local.map((l) => l.name).filter((n) => !names.includes(n));
}
