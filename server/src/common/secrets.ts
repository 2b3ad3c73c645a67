import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The one way code outside the auth API makes an unguessable token (a setup link, a calendar
 * address): `bytes` random bytes, base64url. Not injected: no rule depends on its value, and a test
 * reads the token where a person would (the mail, the printed link). The auth API keeps GoTrue's
 * token formats in auth-api/crypto/crypto.ts.
 */
export const newSecretToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

/** Reads a value kept in the data folder, creating it with `make` (mode 600) on first use. */
export function readOrCreate(file: string, make: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const value = make();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

/** Reads a secret kept in the data folder, creating it (mode 600) on first use. */
export function readOrCreateSecret(file: string, bytes = 24): string {
  return readOrCreate(file, () => newSecretToken(bytes));
}
