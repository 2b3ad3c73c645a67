// The embedded auth API's public entry: what other parts of the server (and the seed and tests) use
// from it. Everything else in server/src/auth-api/ is internal (eslint.config.mjs enforces it).
export { AuthApiModule } from './auth-api.module';
export { anonKey, serviceRoleKey, authIssuer, authKeys, publicJwks, ADMIN_ROLES } from './keys';
export { createAuthUser, insertAuthUser } from './auth-user.repository';
export { hashPassword, checkPassword } from './password';
