// Every error code the auth API can answer with (server/src/auth-api/errors/error-codes.ts) reaches the
// visitor as a Slovak sentence (web/src/lib/auth-errors.ts), never as the service's English message.
import { expect, test } from './fixtures';
import type { AuthError } from '@supabase/supabase-js';
import { ERROR_CODES } from '../../server/src/auth-api/errors/error-codes';
import { authErrorMessage } from '../../web/src/lib/auth-errors';

const english = 'The service said something in English';
const authError = (code: string, message = english) =>
  ({ name: 'AuthApiError', code, message, status: 400 }) as unknown as AuthError;

test.describe('auth error messages', () => {
  for (const code of ERROR_CODES) {
    test(`${code} has a Slovak message`, () => {
      const message = authErrorMessage(authError(code));
      expect(message).not.toBe(english);
      expect(message).not.toBe('');
    });
  }

  test('a password over 72 bytes is named in Slovak', () => {
    expect(authErrorMessage(authError('validation_failed', 'Password cannot be longer than 72 characters'))).toBe(
      'Heslo môže mať najviac 72 bajtov (písmená s diakritikou zaberajú 2).',
    );
  });
});
