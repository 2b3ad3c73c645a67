// `npm run backup`: an online backup of the database, uploaded files and secrets into BACKUP_DIR
// (server/src/backup/backup.ts), each run recorded in the database, good or failed, for the status page
// (server/src/backup/backup-runs.ts).
import os from 'node:os';
import { loadConfig } from '../config/config';
import { runCommand } from '../database/cli';
import { backupAndRecord, recordInSiteDatabase } from '../backup/backup-runs';

runCommand('backup', async () => {
  // The site goes on serving meanwhile: the backup takes the CPU only when nobody else wants it.
  os.setPriority(19);
  const began = Date.now();
  const warn = (line: string) => process.stderr.write(`EV Klub backup: ${line}\n`);
  const config = loadConfig(process.env);
  const { file, manifest, bytes, notRecorded } = await backupAndRecord(config, recordInSiteDatabase(config), warn);
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  process.stdout.write(
    `EV Klub backup: ${file} (${(bytes / 1e6).toFixed(1)} MB, ${manifest.files.length} files, ${seconds} s)\n`,
  );
  if (manifest.database.kind === 'external')
    process.stdout.write(`  database not included: ${manifest.database.note}\n`);
  if (manifest.storage.driver === 's3')
    process.stdout.write(`  uploaded files not included: ${manifest.storage.note}\n`);
  if (notRecorded)
    warn(`the run could not be recorded in the database (the status page will not show it): ${notRecorded}`);
});
