"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.serviceRoleKey = exports.anonKey = exports.ADMIN_ROLES = exports.authIssuer = void 0;
exports.signHs256 = signHs256;
exports.authKeys = authKeys;
exports.publicJwks = publicJwks;
// Keys of the embedded auth API. Access tokens are signed with JWT_ALGORITHM: HS256 with the
// resolved secret (default), or ES256/RS256 with a key pair generated once under DATA_DIR whose
// public half is published at /auth/v1/.well-known/jwks.json. The anon and service-role keys are
// always HS256 JWTs with the secret (Supabase's "legacy" API keys) and deterministic, so they stay
// the same across restarts as long as the secret does.
const node_crypto_1 = require("node:crypto");
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const jwt_secret_1 = require("../auth/jwt-secret");
/** `iss` of every access token: the public auth URL, as Supabase sets it. */
const authIssuer = (config) => `${config.PUBLIC_URL}/auth/v1`;
exports.authIssuer = authIssuer;
/** Roles whose keys may call the admin endpoints (auth-api.md §3.3). */
exports.ADMIN_ROLES = ['service_role', 'supabase_admin'];
/** 2025-11-21T00:00:00Z: a fixed issue time keeps the API keys identical on every start. */
const API_KEY_ISSUED_AT = 1763683200;
const API_KEY_LIFETIME = 10 * 365 * 24 * 3600;
const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Signs claims with HS256 (header `{"alg":"HS256","typ":"JWT"}`), synchronously. */
function signHs256(claims, secret) {
    const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    return `${input}.${(0, node_crypto_1.createHmac)('sha256', secret).update(input).digest('base64url')}`;
}
function apiKey(config, role) {
    return signHs256({ iss: 'supabase', ref: 'evklub', role, iat: API_KEY_ISSUED_AT, exp: API_KEY_ISSUED_AT + API_KEY_LIFETIME }, (0, jwt_secret_1.resolveJwtSecret)(config));
}
/** The public (anon) key the web app hands to supabase-js. */
const anonKey = (config) => apiKey(config, 'anon');
exports.anonKey = anonKey;
/** The service-role key: full admin access to /auth/v1/admin. Server-side only, never in a browser. */
const serviceRoleKey = (config) => apiKey(config, 'service_role');
exports.serviceRoleKey = serviceRoleKey;
const cache = new Map();
/** Reads (or creates, mode 600) the private key file of the configured asymmetric algorithm. */
function asymmetricKey(config, alg) {
    const file = node_path_1.default.join(config.dataDir, `jwt-signing-key-${alg.toLowerCase()}.json`);
    if (node_fs_1.default.existsSync(file))
        return JSON.parse(node_fs_1.default.readFileSync(file, 'utf8'));
    const pair = alg === 'ES256' ? (0, node_crypto_1.generateKeyPairSync)('ec', { namedCurve: 'P-256' }) : (0, node_crypto_1.generateKeyPairSync)('rsa', { modulusLength: 2048 });
    const stored = { kid: (0, node_crypto_1.randomUUID)(), alg, jwk: pair.privateKey.export({ format: 'jwk' }) };
    node_fs_1.default.mkdirSync(node_path_1.default.dirname(file), { recursive: true });
    node_fs_1.default.writeFileSync(file, JSON.stringify(stored) + '\n', { mode: 0o600 });
    return stored;
}
/** The key access tokens are signed with, and the keys tokens are verified with. */
function authKeys(config) {
    const cacheKey = `${config.dataDir}|${config.JWT_ALGORITHM}|${config.JWT_SECRET ?? ''}`;
    const hit = cache.get(cacheKey);
    if (hit)
        return hit;
    const secret = (0, node_crypto_1.createSecretKey)(Buffer.from((0, jwt_secret_1.resolveJwtSecret)(config), 'utf8'));
    let result;
    if (config.JWT_ALGORITHM === 'HS256') {
        result = { signing: { alg: 'HS256', key: secret }, verification: { secret } };
    }
    else {
        const stored = asymmetricKey(config, config.JWT_ALGORITHM);
        const privateKey = (0, node_crypto_1.createPrivateKey)({ key: stored.jwk, format: 'jwk' });
        const publicKey = (0, node_crypto_1.createPublicKey)(privateKey);
        const jwk = { ...publicKey.export({ format: 'jwk' }), kid: stored.kid, alg: stored.alg, use: 'sig', key_ops: ['verify'] };
        result = {
            signing: { alg: stored.alg, kid: stored.kid, key: privateKey },
            verification: { secret, publicKey: { alg: stored.alg, kid: stored.kid, key: publicKey, jwk } },
        };
    }
    cache.set(cacheKey, result);
    return result;
}
/** The public keys for `/.well-known/jwks.json`: never the HS256 secret, so `{ keys: [] }` in HS256 mode. */
function publicJwks(config) {
    const { publicKey } = authKeys(config).verification;
    return { keys: publicKey ? [publicKey.jwk] : [] };
}
//# sourceMappingURL=keys.js.map