// OWASP's "device cookies" (Slow Down Online Guessing Attacks with Device Cookies): a browser that
// signed in to an account with its password gets a cookie naming that account, signed with the
// server secret. Sign-ins presenting a genuine one spend the budget of that device only, so an
// attack on the account from other clients does not lock its owner out (docs/security.md §2).
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../crypto/crypto';

const PREFIX = 'evk_device_';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const mac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', `${secret}:${purpose}`).update(value).digest();

/** The cookie's name for an address (keyed, so the name does not give the address away). */
export const deviceCookieName = (secret: string, address: string) =>
  PREFIX + mac(secret, 'device-cookie-name', address).toString('hex').slice(0, 16);

const signature = (secret: string, address: string, id: string) =>
  mac(secret, 'device-cookie', `${address}|${id}`).toString('base64url').slice(0, 27);

/** The device id of a genuine cookie for this address among the request's cookies, else null. */
export function deviceOf(secret: string, address: string, cookies: Record<string, string | undefined>): string | null {
  const value = cookies[deviceCookieName(secret, address)];
  const match = value && /^([\w-]{16})\.([\w-]{27})$/.exec(value);
  if (!match) return null;
  return safeEqual(match[2], signature(secret, address, match[1])) ? match[1] : null;
}

/** A Set-Cookie header for a new device cookie of this address (only the auth API ever reads it). */
export function newDeviceCookie(secret: string, address: string, secure: boolean): string {
  const id = randomBytes(12).toString('base64url');
  const attributes = [
    'Path=/auth/v1',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  return `${deviceCookieName(secret, address)}=${id}.${signature(secret, address, id)}; ${attributes.join('; ')}`;
}
