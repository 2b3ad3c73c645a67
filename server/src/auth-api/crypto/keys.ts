// Keys of the embedded auth API. Access tokens are signed with JWT_ALGORITHM: HS256 with the
// resolved secret (default), or ES256/RS256 with a key pair generated once under DATA_DIR whose
// public half is published at /auth/v1/.well-known/jwks.json. The anon and service-role keys are
// always HS256 JWTs with the secret (Supabase's "legacy" API keys) and deterministic, so they stay
// the same across restarts as long as the secret does.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  generateKeyPairSync,
  KeyObject,
  randomUUID,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config/config';
import { resolveJwtSecret } from '../../access/jwt-secret';

/** `iss` of every access token: the public auth URL, as Supabase sets it. */
export const authIssuer = (config: Config) => `${config.PUBLIC_URL}/auth/v1`;

/** Roles whose keys may call the admin endpoints (docs/auth-api.md §3.3). */
export const ADMIN_ROLES = ['service_role', 'supabase_admin'];

/** 2025-11-21T00:00:00Z: a fixed issue time keeps the API keys identical on every start. */
const API_KEY_ISSUED_AT = 1763683200;
const API_KEY_LIFETIME = 10 * 365 * 24 * 3600;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs claims with HS256 (header `{"alg":"HS256","typ":"JWT"}`), synchronously. */
export function signHs256(claims: Record<string, unknown>, secret: string): string {
  const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

function apiKey(config: Config, role: 'anon' | 'service_role'): string {
  return signHs256(
    { iss: 'supabase', ref: 'evklub', role, iat: API_KEY_ISSUED_AT, exp: API_KEY_ISSUED_AT + API_KEY_LIFETIME },
    resolveJwtSecret(config),
  );
}

/** The public (anon) key the web app hands to supabase-js. */
export const anonKey = (config: Config) => apiKey(config, 'anon');

/** The service-role key: full admin access to /auth/v1/admin. Server-side only, never in a browser. */
export const serviceRoleKey = (config: Config) => apiKey(config, 'service_role');

export interface SigningKey {
  alg: 'HS256' | 'ES256' | 'RS256';
  kid?: string;
  key: KeyObject;
}

export interface VerificationKeys {
  secret: KeyObject;
  /** The asymmetric signing key's public half, when JWT_ALGORITHM is ES256 or RS256. */
  publicKey?: { alg: 'ES256' | 'RS256'; kid: string; key: KeyObject; jwk: Record<string, unknown> };
}

interface StoredKey {
  kid: string;
  alg: 'ES256' | 'RS256';
  jwk: Record<string, unknown>;
}

const cache = new Map<string, { signing: SigningKey; verification: VerificationKeys }>();

/** Reads (or creates, mode 600) the private key file of the configured asymmetric algorithm. */
function asymmetricKey(config: Config, alg: 'ES256' | 'RS256'): StoredKey {
  const file = path.join(config.dataDir, `jwt-signing-key-${alg.toLowerCase()}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKey;
  const pair =
    alg === 'ES256'
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stored: StoredKey = {
    kid: randomUUID(),
    alg,
    jwk: pair.privateKey.export({ format: 'jwk' }) as Record<string, unknown>,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(stored) + '\n', { mode: 0o600 });
  return stored;
}

/** The key access tokens are signed with, and the keys tokens are verified with. */
export function authKeys(config: Config): { signing: SigningKey; verification: VerificationKeys } {
  const cacheKey = `${config.dataDir}|${config.JWT_ALGORITHM}|${config.JWT_SECRET ?? ''}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const secret = createSecretKey(Buffer.from(resolveJwtSecret(config), 'utf8'));
  let result: { signing: SigningKey; verification: VerificationKeys };
  if (config.JWT_ALGORITHM === 'HS256') {
    result = { signing: { alg: 'HS256', key: secret }, verification: { secret } };
  } else {
    const stored = asymmetricKey(config, config.JWT_ALGORITHM);
    const privateKey = createPrivateKey({ key: stored.jwk as never, format: 'jwk' });
    const publicKey = createPublicKey(privateKey);
    const jwk = {
      ...(publicKey.export({ format: 'jwk' }) as Record<string, unknown>),
      kid: stored.kid,
      alg: stored.alg,
      use: 'sig',
      key_ops: ['verify'],
    };
    result = {
      signing: { alg: stored.alg, kid: stored.kid, key: privateKey },
      verification: { secret, publicKey: { alg: stored.alg, kid: stored.kid, key: publicKey, jwk } },
    };
  }
  cache.set(cacheKey, result);
  return result;
}

/** The public keys for `/.well-known/jwks.json`: never the HS256 secret, so `{ keys: [] }` in HS256 mode. */
export function publicJwks(config: Config): { keys: Record<string, unknown>[] } {
  const { publicKey } = authKeys(config).verification;
  return { keys: publicKey ? [publicKey.jwk] : [] };
}
