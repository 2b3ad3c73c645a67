// Small primitives of the auth API: random tokens, hashes, base32, TOTP (RFC 6238), PKCE checks.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
export const hmacHex = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** An opaque refresh token: 32 characters of lower-case base32 (160 random bits). */
export const newRefreshToken = () => base32Encode(randomBytes(20)).toLowerCase();

/**
 * The token that replaces `parent` when it is refreshed, in the same format: derived from the parent
 * with the server secret, so only its hash need be stored and a replayed parent can be answered with
 * the active token again, as GoTrue does (docs/auth-api.md §4.2).
 */
export const childRefreshToken = (secret: string, parent: string) =>
  base32Encode(createHmac('sha256', `${secret}:refresh-tokens`).update(parent).digest().subarray(0, 20)).toLowerCase();

/** A numeric e-mail code with leading zeros kept. */
export const newEmailCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** The value an e-mail link carries (56 hex characters, as long as GoTrue's SHA-224 tokens). */
export const newLinkToken = () => randomBytes(28).toString('hex');

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;

export function totpCode(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** TOTP_DIGITS;
  return String(binary).padStart(TOTP_DIGITS, '0');
}

/**
 * RFC 6238 with SHA-1, 6 digits, 30 s steps and one step of tolerance either way: the step the code
 * belongs to, or null. The caller refuses a step not later than the factor's last used one (replay).
 */
export function verifyTotp(base32Secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(base32Secret);
  const counter = Math.floor(now / 1000 / TOTP_PERIOD);
  return [counter - 1, counter, counter + 1].find((c) => safeEqual(totpCode(secret, c), code)) ?? null;
}

export const CODE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** PKCE: `s256` → base64url(SHA-256(verifier)) without padding equals the challenge; `plain` → equality. */
export function verifyCodeChallenge(method: string, challenge: string, verifier: string): boolean {
  const computed =
    method.toLowerCase() === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return safeEqual(computed, challenge);
}
