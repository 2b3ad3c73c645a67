// `npm run storage:migrate -- --to s3` (or `--to local`): copies every stored file from the other
// store into this one: from DATA_DIR/files into the bucket the S3_* variables name, or back. Each
// object is written, read back and its SHA-256 compared with the source's; an object already there
// with the same bytes is skipped, so an interrupted run is simply run again. The source is left as
// it is. Afterwards set STORAGE_DRIVER to the target and restart.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { loadConfig } from '../config/config';
import { CliError, runCommand } from '../database/cli';
import { LocalDriver } from '../storage/local-driver';
import { S3Driver } from '../storage/s3-driver';
import type { StorageDriver } from '../storage/storage-driver';
import { KEY_PATTERN } from '../storage/storage.service';
import { EXTENSION_MIME } from '../media/image-variants';

async function sha256(stream: Readable | undefined): Promise<{ hash: string; bytes: Buffer } | null> {
  if (!stream) return null;
  const bytes = await buffer(stream);
  return { hash: createHash('sha256').update(bytes).digest('hex'), bytes };
}

const contentType = (key: string) => EXTENSION_MIME[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

async function migrate(): Promise<void> {
  const to = process.argv[process.argv.indexOf('--to') + 1];
  if (!process.argv.includes('--to') || !['s3', 'local'].includes(to))
    throw new CliError('usage: npm run storage:migrate -- --to s3|local');
  const config = loadConfig({ ...process.env, STORAGE_DRIVER: 's3' });
  const local = new LocalDriver(path.join(config.dataDir, 'files'));
  const s3 = new S3Driver(config);
  const [source, target]: StorageDriver[] = to === 's3' ? [local, s3] : [s3, local];
  let copied = 0;
  let skipped = 0;
  try {
    for await (const key of source.list()) {
      if (!KEY_PATTERN.test(key)) continue;
      const original = await sha256((await source.read(key))?.stream);
      if (!original) continue; // removed meanwhile
      const present = await sha256((await target.read(key))?.stream);
      if (present?.hash === original.hash) {
        skipped++;
        continue;
      }
      await target.write(key, {
        bytes: original.bytes,
        sizeBytes: original.bytes.length,
        contentType: contentType(key),
      });
      const check = await sha256((await target.read(key))?.stream);
      if (check?.hash !== original.hash)
        throw new CliError(`${key}: the copy's checksum differs from the original; run the command again`);
      copied++;
      process.stdout.write(`${key}: copied and verified\n`);
    }
  } finally {
    s3.destroy();
  }
  process.stdout.write(
    `EV Klub storage:migrate: ${copied} file(s) copied and verified, ${skipped} already there; set STORAGE_DRIVER=${to} and restart\n`,
  );
}

runCommand('storage:migrate', migrate);
