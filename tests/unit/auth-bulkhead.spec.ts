// The bulkhead's route classes (server/src/auth-api/rate-limit/auth-bulkhead.ts): what anyone may send
// to check a password, create an account or have a mail sent is one class; session work, refreshes
// included, is the other, so a flood of the first leaves signed-in members their turns.
import { routeClassOf } from '../../server/src/auth-api/rate-limit/auth-bulkhead';

it('puts credential routes in one class and session work, refreshes included, in the other', () => {
  const credentials = ['/auth/v1/token?grant_type=password', '/auth/v1/token?grant_type=pkce', '/auth/v1/signup', '/auth/v1/recover?redirect_to=x', '/auth/v1/otp', '/auth/v1/verify?token=t&type=signup', '/auth/v1/resend', '/auth/v1/magiclink'];
  const sessions = ['/auth/v1/token?grant_type=refresh_token', '/auth/v1/user', '/auth/v1/logout', '/auth/v1/settings', '/auth/v1/factors', '/auth/v1/admin/users', '/auth/v1'];
  expect(credentials.map(routeClassOf)).toEqual(credentials.map(() => 'credentials'));
  expect(sessions.map(routeClassOf)).toEqual(sessions.map(() => 'sessions'));
});
