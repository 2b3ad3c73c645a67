import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Reads a secret kept in the data folder, creating it (mode 600) on first use. */
export function readOrCreateSecret(file: string, bytes = 24): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
