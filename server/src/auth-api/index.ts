// The embedded auth API's public entry: what other parts of the server (and the seed and tests) use
// from it. Everything else in server/src/auth-api/ is internal (eslint.config.mjs enforces it), but
// for auth-api.module.ts, which AppModule imports. Keep this file free of Nest modules: ssr/ and the
// seed import it, and a module here would pull the whole module graph (and a cycle) into them.
export { anonKey, serviceRoleKey, authIssuer, authKeys, publicJwks, ADMIN_ROLES } from './crypto/keys';
export { createAuthUser, insertAuthUser } from './data/auth-user.repository';
export { weakPassword, MAX_PASSWORD_BYTES } from './crypto/password';
export { PasswordHasher } from './crypto/password-hasher';
export { issueRecoveryLink } from './mailer/one-time-token';
