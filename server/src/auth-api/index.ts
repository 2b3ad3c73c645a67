// What other parts of the server (and the seed and tests) use from the embedded auth API.
export { anonKey, serviceRoleKey, authIssuer, authKeys, publicJwks, ADMIN_ROLES } from './keys';
export { createAuthUser } from './auth-user.repository';
export { hashPassword } from './password';
