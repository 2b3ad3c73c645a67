// Which keys may sign a member's access token, and what issuer it must name.
// Embedded mode: the embedded auth API's keys (auth-api/crypto/keys.ts: HS256 with this server's secret,
// plus its ES256/RS256 key when JWT_ALGORITHM asks for one), issuer PUBLIC_URL/auth/v1.
// Supabase mode: HS256 with SUPABASE_JWT_SECRET and/or ES256/RS256 from SUPABASE_JWKS_URL by `kid`,
// issuer SUPABASE_URL/auth/v1. The algorithm list is pinned here, never taken from the token.
import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey, KeyObject } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors } from 'jose';
import type { Algorithm } from 'jsonwebtoken';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { authIssuer, authKeys } from '../auth-api/index';

/** Asymmetric algorithms accepted from a JWKS: the two supabase-js can verify itself (docs/auth-api.md §3.1). */
const JWKS_ALGORITHMS: Algorithm[] = ['ES256', 'RS256'];

/** Keys are cached for 10 minutes; an unknown `kid` refetches the set, at most once per cooldown. */
export const JWKS_CACHE_MAX_AGE_MS = 10 * 60_000;
export const JWKS_COOLDOWN_MS = 5_000;

/** The token cannot be accepted (→ 401). */
export class UnacceptedTokenError extends Error {}
/** The JWKS could not be fetched, so no token can be checked right now (→ 503, not a sign-out). */
export class KeySetUnavailableError extends Error {}

@Injectable()
export class JwtKeyResolver {
  /** Exact `iss` a member token must carry. */
  readonly issuer: string;
  /** Algorithms handed to the verifier (jsonwebtoken also refuses a key of the wrong type for an algorithm). */
  readonly algorithms: Algorithm[];
  private readonly secret?: KeyObject;
  /** Embedded mode with an asymmetric signing key: its public half, picked by `kid`. */
  private readonly localKey?: { alg: Algorithm; kid: string; key: KeyObject };
  private readonly jwks?: ReturnType<typeof createRemoteJWKSet>;

  constructor(@Inject(CONFIG) config: Config) {
    if (config.AUTH_MODE === 'supabase') {
      this.issuer = `${(config.SUPABASE_URL ?? '').replace(/\/+$/, '')}/auth/v1`;
      if (config.SUPABASE_JWT_SECRET) this.secret = createSecretKey(Buffer.from(config.SUPABASE_JWT_SECRET, 'utf8'));
      if (config.SUPABASE_JWKS_URL) {
        this.jwks = createRemoteJWKSet(new URL(config.SUPABASE_JWKS_URL), {
          cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
          cooldownDuration: JWKS_COOLDOWN_MS,
          timeoutDuration: 5_000,
        });
      }
    } else {
      const { secret, publicKey } = authKeys(config).verification;
      this.issuer = authIssuer(config);
      this.secret = secret;
      if (publicKey) this.localKey = { alg: publicKey.alg, kid: publicKey.kid, key: publicKey.key };
    }
    this.algorithms = [
      ...(this.secret ? (['HS256'] as Algorithm[]) : []),
      ...(this.localKey ? [this.localKey.alg] : []),
      ...(this.jwks ? JWKS_ALGORITHMS : []),
    ];
  }

  /**
   * The verification key for a raw token, chosen by its header: HS256 → the shared secret (also
   * after a move to asymmetric keys, as GoTrue does); ES256/RS256 → the embedded key or the JWKS key
   * with the token's `kid`. Anything else (including `none`) is refused.
   */
  async keyFor(rawToken: string): Promise<KeyObject> {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(rawToken);
    } catch {
      throw new UnacceptedTokenError('malformed token');
    }
    const alg = header.alg as Algorithm | undefined;
    if (!alg || !this.algorithms.includes(alg)) throw new UnacceptedTokenError('token algorithm not accepted');
    if (alg === 'HS256' && this.secret) return this.secret;
    if (this.localKey && alg === this.localKey.alg && (header.kid === undefined || header.kid === this.localKey.kid))
      return this.localKey.key;
    if (this.jwks && JWKS_ALGORITHMS.includes(alg)) {
      try {
        return KeyObject.from(await this.jwks(header));
      } catch (err) {
        const keySetProblem =
          !(err instanceof joseErrors.JOSEError) ||
          err instanceof joseErrors.JWKSTimeout ||
          err instanceof joseErrors.JWKSInvalid ||
          err.code === 'ERR_JOSE_GENERIC';
        if (keySetProblem) throw new KeySetUnavailableError('signing keys unavailable');
        // Unknown kid (even after a refetch) or an unusable key: this token is not accepted.
        throw new UnacceptedTokenError('no matching signing key');
      }
    }
    throw new UnacceptedTokenError('token algorithm not accepted');
  }
}
