// `npm run restore -- <archive>`: a backup of `npm run backup` unpacked into an empty DATA_DIR (server/src/backup/restore.ts).
import { loadConfig } from '../config/config';
import { CliError, runCommand } from '../database/cli';
import { restoreBackup, RestoreError } from '../backup/restore';

runCommand('restore', async () => {
  const archive = process.argv[2];
  if (!archive) throw new CliError('usage: npm run restore -- <archive .tar.gz>');
  const config = loadConfig(process.env);
  try {
    const manifest = await restoreBackup(archive, config.dataDir);
    process.stdout.write(`EV Klub restore: ${manifest.files.length} files of the backup of ${manifest.created} restored into ${config.dataDir}; start the server\n`);
  } catch (e) {
    throw e instanceof RestoreError ? new CliError(e.message) : e;
  }
});
