// Access tokens for tests, shaped like the auth service's (docs/auth-api.md §3.2) and signed with jose:
// by default with the app's own HS256 secret, so one changed claim is the only reason a test token fails.
import { randomUUID } from 'node:crypto';
import { base64url, type CryptoKey, type JWTPayload, SignJWT } from 'jose';
import type { Config } from '../../server/src/config/config';
import { resolveJwtSecret } from '../../server/src/access/jwt-secret';

export type Claims = JWTPayload & Record<string, unknown>;

/**
 * The claims of a member token as our auth API issues them; `overrides` replace single claims (undefined removes one).
 */
export function memberClaims(overrides: Claims = {}, issuer = 'http://localhost/auth/v1'): Claims {
  const now = Math.floor(Date.now() / 1000);
  const sub = randomUUID();
  const claims: Claims = {
    iss: issuer,
    sub,
    aud: 'authenticated',
    iat: now,
    exp: now + 3600,
    email: `clen-${sub.slice(0, 8)}@example.com`,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
    ...overrides,
  };
  for (const key of Object.keys(claims)) if (claims[key] === undefined) delete claims[key];
  return claims;
}

/** Signs claims as given (no defaults added). HS256 with a string secret, or ES256/RS256 with a private key. */
export function signToken(
  claims: Claims,
  key: string | CryptoKey | Uint8Array,
  header: { alg?: string; kid?: string } = {},
): Promise<string> {
  const alg = header.alg ?? (typeof key === 'string' ? 'HS256' : 'ES256');
  const secret = typeof key === 'string' ? new TextEncoder().encode(key) : key;
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT', ...(header.kid ? { kid: header.kid } : {}) })
    .sign(secret);
}

/** A member token signed like the embedded auth API signs them (app secret, issuer PUBLIC_URL/auth/v1). */
export function signAppToken(config: Config, overrides: Claims = {}): Promise<string> {
  return signToken(memberClaims(overrides, `${config.PUBLIC_URL}/auth/v1`), resolveJwtSecret(config));
}

/** An unsigned token (`alg: none`), which no verifier may accept. */
export function unsignedToken(claims: Claims): string {
  const part = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
