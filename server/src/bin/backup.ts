// `npm run backup`: an online backup of the database, uploaded files and secrets into BACKUP_DIR (server/src/backup/backup.ts).
import os from 'node:os';
import { loadConfig } from '../config/config';
import { runCommand } from '../database/cli';
import { createBackup } from '../backup/backup';

runCommand('backup', async () => {
  // The site goes on serving meanwhile: the backup takes the CPU only when nobody else wants it.
  os.setPriority(19);
  const began = Date.now();
  const { file, manifest, bytes } = await createBackup(loadConfig(process.env));
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  process.stdout.write(`EV Klub backup: ${file} (${(bytes / 1e6).toFixed(1)} MB, ${manifest.files.length} files, ${seconds} s)\n`);
  if (manifest.database.kind === 'external') process.stdout.write(`  database not included: ${manifest.database.note}\n`);
  if (manifest.storage.driver === 's3') process.stdout.write(`  uploaded files not included: ${manifest.storage.note}\n`);
});
