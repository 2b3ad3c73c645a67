// `npm run db:migrate`: applies the pending migrations of prisma/migrations to DATABASE_URL or, when
// it is unset, to the embedded PostgreSQL under DATA_DIR (started and stopped here, as at boot).
// Prints what it applied; a known problem is one readable line on stderr and exit code 1.
import { loadConfig, redactUrl } from '../config/config';
import { firstLine } from '../common/first-line';
import { CliError, commandDatabase, runCommand } from './cli';
import { applyMigrations, MigrationError } from './migrator';

async function migrate(): Promise<void> {
  const { url, stop } = await commandDatabase(loadConfig(process.env));
  try {
    const applied = await applyMigrations(url).catch((e: Error) => {
      if (e instanceof MigrationError) throw e;
      // Anything else before or around the SQL is the connection: unreachable, refused, bad password.
      throw new CliError(`cannot migrate the database at ${redactUrl(url)}: ${firstLine(e)}`);
    });
    process.stdout.write(
      applied.length ? applied.map((name) => `applied ${name}\n`).join('') : 'database is up to date\n',
    );
  } finally {
    await stop?.();
  }
}

runCommand('db:migrate', migrate);
