// Password policy (docs/auth-api.md §4.4); the hashing is password-hasher.ts's.
import type { Config } from '../../config/config';
import { GoTrueError, validationFailed } from '../errors/gotrue-error';
import { isCommonPassword } from './common-passwords';

export const MAX_PASSWORD_BYTES = 72;

export interface WeakPassword {
  message: string;
  reasons: string[];
}

/** What the current policy finds wrong with a password, or null when it passes. */
export function weakPassword(password: string, config: Config): WeakPassword | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  const min = config.AUTH_PASSWORD_MIN_LENGTH;
  if ([...password].length < min) {
    reasons.push('length');
    messages.push(`Password should be at least ${min} characters.`);
  }
  const sets = (config.AUTH_PASSWORD_REQUIRED_CHARACTERS ?? '').split(':').filter(Boolean);
  if (sets.length && !sets.every((set) => [...password].some((c) => set.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (isCommonPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length ? { message: messages.join(' '), reasons } : null;
}

/** Rejects a new password that is too long (400) or below policy (422 weak_password). */
export function assertAcceptablePassword(password: string, config: Config): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  const weak = weakPassword(password, config);
  if (weak) throw new GoTrueError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
}
