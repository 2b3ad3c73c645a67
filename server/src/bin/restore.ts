// `npm run restore -- <archive>`: a backup of `npm run backup` unpacked into an empty DATA_DIR
// (server/src/backup/restore.ts).
// `npm run restore -- --to <ISO time> | --latest [--from-bucket]`: a restore to a moment from the archived WAL
// (server/src/backup/restore-point.ts).
import { loadConfig } from '../config/config';
import { CliError, runCommand } from '../database/cli';
import { restoreBackup, RestoreError } from '../backup/restore';
import { restoreToMoment } from '../backup/restore-point';

const USAGE =
  'usage: npm run restore -- <archive .tar.gz> | --to <ISO time, e.g. 2026-05-01T10:30:00Z> | --latest   [--from-bucket]';
const EXTERNAL =
  'DATABASE_URL is external: its data is not in these backups (they hold the uploaded files and secrets only). Restore it to a moment with its provider\'s point-in-time recovery (e.g. a Supabase, Neon or RDS "restore to a time"), then point DATABASE_URL at the restored database.';

function momentArgs(args: string[]): { target: Date | null; fromBucket: boolean } | null {
  const fromBucket = args.includes('--from-bucket');
  const rest = args.filter((a) => a !== '--from-bucket');
  if (rest.length === 1 && rest[0] === '--latest') return { target: null, fromBucket };
  if (rest.length === 2 && rest[0] === '--to') {
    const time = new Date(rest[1]);
    if (Number.isNaN(time.getTime()) || !/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(rest[1]))
      throw new CliError(`--to needs an ISO time with its zone, e.g. 2026-05-01T10:30:00Z (got ${rest[1]})`);
    if (!/(Z|[+-]\d{2}:?\d{2})$/.test(rest[1]))
      throw new CliError(`--to needs the time zone (Z or +02:00): ${rest[1]} is ambiguous`);
    return { target: time, fromBucket };
  }
  if (rest.length === 1 && !rest[0].startsWith('--')) return null;
  throw new CliError(USAGE);
}

runCommand('restore', async () => {
  const args = process.argv.slice(2);
  if (args.length === 0) throw new CliError(USAGE);
  const config = loadConfig(process.env);
  try {
    const moment = momentArgs(args);
    if (!moment) {
      const manifest = await restoreBackup(args[0], config.dataDir);
      process.stdout.write(
        `EV Klub restore: ${manifest.files.length} files of the backup of ${manifest.created} restored into ${config.dataDir}; start the server\n`,
      );
      if (manifest.database.kind === 'external') process.stdout.write(`  ${EXTERNAL}\n`);
      return;
    }
    if (config.DATABASE_URL) throw new CliError(EXTERNAL);
    const done = await restoreToMoment(config, moment.target, { fromBucket: moment.fromBucket });
    process.stdout.write(
      `EV Klub restore: base backup ${done.backup.name} (complete at ${done.backup.stopped}) from ${done.source} and ${done.segments} archived WAL files in ${config.dataDir}.\n` +
        `  Start the server: PostgreSQL replays the WAL ${done.target ? `to ${done.target.toISOString()}` : 'to its end (everything archived)'} and opens the database; the site then shows that moment.\n` +
        `  Uploaded files in a bucket are not rewound: they stay as they are now.\n`,
    );
  } catch (e) {
    throw e instanceof RestoreError ? new CliError(e.message) : e;
  }
});
