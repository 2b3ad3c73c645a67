// `npm run db:migrate`: applies the pending migrations of prisma/migrations to DATABASE_URL or, when
// it is unset, to the embedded PostgreSQL under DATA_DIR (started and stopped here, as at boot).
// Prints what it applied; a known problem is one readable line on stderr and exit code 1.
import { ConfigError, loadConfig, redactUrl } from '../config/config';
import { startEmbeddedPostgres } from './embedded-postgres';
import { applyMigrations, MigrationError } from './migrator';
import { firstLine } from '../common/first-line';

class CliError extends Error {}

async function migrate(): Promise<void> {
  const config = loadConfig(process.env);
  let url = config.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!url) {
    const db = await startEmbeddedPostgres(config.dataDir, (m) => process.stderr.write(`${m}\n`)).catch((e: Error) => {
      throw new CliError(`cannot start the embedded PostgreSQL in ${config.dataDir}: ${firstLine(e)}`);
    });
    stop = db.stop;
    url = db.url;
  }
  try {
    const applied = await applyMigrations(url).catch((e: Error) => {
      if (e instanceof MigrationError) throw e;
      // Anything else before or around the SQL is the connection: unreachable, refused, bad password.
      throw new CliError(`cannot migrate the database at ${redactUrl(url)}: ${firstLine(e)}`);
    });
    process.stdout.write(applied.length ? applied.map((name) => `applied ${name}\n`).join('') : 'database is up to date\n');
  } finally {
    await stop?.();
  }
}


migrate().then(
  () => process.exit(0),
  (e: Error) => {
    if (e instanceof ConfigError) process.stderr.write(`EV Klub db:migrate: configuration error: ${e.message}\n`);
    else if (e instanceof MigrationError || e instanceof CliError) process.stderr.write(`EV Klub db:migrate: ${firstLine(e)}\n`);
    else process.stderr.write(`EV Klub db:migrate: unexpected error\n${e?.stack ?? String(e)}\n`);
    process.exit(1);
  },
);
