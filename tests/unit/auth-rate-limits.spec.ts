// Which budget each route of the auth API spends, as its @RateLimit() declares it
// (server/src/auth-api/http/rate-limit.interceptor.ts): a route that loses its decorator, or gains
// one, fails here. tests/api/auth-rate-limits.e2e-spec.ts shows the declared budgets refusing requests.
import 'reflect-metadata';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { AuthAdminController } from '../../server/src/auth-api/http/auth-admin.controller';
import { AuthExternalController } from '../../server/src/auth-api/http/auth-external.controller';
import { AuthMetaController } from '../../server/src/auth-api/http/auth-meta.controller';
import { AuthMfaController } from '../../server/src/auth-api/http/auth-mfa.controller';
import { AuthOtpController } from '../../server/src/auth-api/http/auth-otp.controller';
import { AuthPasskeyController } from '../../server/src/auth-api/http/auth-passkey.controller';
import { AuthPasswordlessController } from '../../server/src/auth-api/http/auth-passwordless.controller';
import { AuthSessionController } from '../../server/src/auth-api/http/auth-session.controller';
import { AuthUserController } from '../../server/src/auth-api/http/auth-user.controller';
import { rateLimitsOf, type RateLimitRule } from '../../server/src/auth-api/http/rate-limit.interceptor';

const controllers = [
  AuthAdminController,
  AuthExternalController,
  AuthMetaController,
  AuthMfaController,
  AuthOtpController,
  AuthPasskeyController,
  AuthPasswordlessController,
  AuthSessionController,
  AuthUserController,
];

const describeRule = (r: RateLimitRule) =>
  `${r.limit} by ip${r.email ? ` and ${r.email} email` : ''}${r.grantType ? ` when grant_type=${r.grantType}` : ''}`;

function routes(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const controller of controllers) {
    const base = Reflect.getMetadata(PATH_METADATA, controller) as string;
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as unknown as Record<string, unknown>)[name];
      if (
        name === 'constructor' ||
        typeof handler !== 'function' ||
        Reflect.getMetadata(PATH_METADATA, handler) === undefined
      )
        continue;
      const paths = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat();
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      for (const p of paths)
        out[`${method} /${base}${p === '/' ? '' : `/${p}`}`] = rateLimitsOf(handler).map(describeRule);
    }
  }
  return out;
}

describe('auth API rate limits per route (@RateLimit)', () => {
  const limited = Object.fromEntries(Object.entries(routes()).filter(([, rules]) => rules.length));

  it('every budget that depends only on the request is declared on its route', () => {
    expect(limited).toEqual({
      'POST /auth/v1/signup': ['SIGN_UP by ip and body email'],
      'POST /auth/v1/token': ['REFRESH by ip when grant_type=refresh_token', 'VERIFY by ip when grant_type=pkce'],
      'POST /auth/v1/recover': ['RECOVER by ip and body email'],
      'POST /auth/v1/otp': ['RECOVER by ip and body email'],
      'GET /auth/v1/verify': ['VERIFY by ip'],
      'POST /auth/v1/verify': ['VERIFY by ip and body email'],
      'POST /auth/v1/resend': ['RESEND by ip and body email'],
      'GET /auth/v1/reauthenticate': ['RESEND by ip and caller email'],
      'POST /auth/v1/factors/:factorId/challenge': ['MFA by ip'],
      'POST /auth/v1/factors/:factorId/verify': ['MFA by ip'],
      'GET /auth/v1/authorize': ['VERIFY by ip'],
      'GET /auth/v1/user/identities/authorize': ['VERIFY by ip'],
      'POST /auth/v1/passkeys/authentication/options': ['PASSKEY by ip'],
    });
  });
});
