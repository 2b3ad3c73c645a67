// What the database commands (db:migrate, db:seed) share: the database they work on and how they
// end: exit code 0, or a known problem as one readable line on stderr and exit code 1.
import { PrismaPg } from '@prisma/adapter-pg';
import type { Config } from '../config/config';
import { ConfigError } from '../config/parse';
import { PrismaClient } from '../generated/prisma/client';
import { firstLine } from '../common/first-line';
import { startEmbeddedPostgres } from './embedded-postgres';
import { walArchive } from './wal-archive';
import { applyMigrations, MigrationError } from './migrator';
import { redactUrl } from '../config/config';

/** A problem the command explains in one line (no stack trace). */
export class CliError extends Error {}

/** DATABASE_URL or, when it is unset, the embedded PostgreSQL under DATA_DIR started (as at boot) for this command. */
export async function commandDatabase(config: Config): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const db = await startEmbeddedPostgres(config.dataDir, (m) => process.stderr.write(`${m}\n`), {
    archive: walArchive(config),
  }).catch((e: Error) => {
    throw new CliError(`cannot start the embedded PostgreSQL in ${config.dataDir}: ${firstLine(e)}`);
  });
  return { url: db.url, stop: db.stop };
}

/** Applies pending migrations as db:migrate does; a database that does not answer is one readable line. */
export async function migrateForCommand(databaseUrl: string): Promise<void> {
  await applyMigrations(databaseUrl).catch((e: Error) => {
    if (e instanceof MigrationError) throw e;
    throw new CliError(`cannot reach the database at ${redactUrl(databaseUrl)}: ${firstLine(e)}`);
  });
}

/** Runs `command` and exits; `handle` may take an error first (write its message, return the exit code). */
export function runCommand(
  name: string,
  command: () => Promise<void>,
  handle?: (e: Error) => number | undefined,
): void {
  command().then(
    () => process.exit(0),
    (e: Error) => {
      const code = handle?.(e);
      if (code !== undefined) process.exit(code);
      if (e instanceof ConfigError) process.stderr.write(`EV Klub ${name}: configuration error: ${e.message}\n`);
      else if (e instanceof MigrationError || e instanceof CliError)
        process.stderr.write(`EV Klub ${name}: ${firstLine(e)}\n`);
      else process.stderr.write(`EV Klub ${name}: unexpected error\n${e?.stack ?? String(e)}\n`);
      process.exit(1);
    },
  );
}

/** A small Prisma client for one-off work outside the app (seeding at start, the seed command). */
export function openPrisma(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 2 }) });
}
