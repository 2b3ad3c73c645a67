"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.JwtKeyResolver = exports.KeySetUnavailableError = exports.UnacceptedTokenError = exports.JWKS_COOLDOWN_MS = exports.JWKS_CACHE_MAX_AGE_MS = void 0;
// Which keys may sign a member's access token, and what issuer it must name.
// Embedded mode: the embedded auth API's keys (auth-api/keys.ts: HS256 with this server's secret,
// plus its ES256/RS256 key when JWT_ALGORITHM asks for one), issuer PUBLIC_URL/auth/v1.
// Supabase mode: HS256 with SUPABASE_JWT_SECRET and/or ES256/RS256 from SUPABASE_JWKS_URL by `kid`,
// issuer SUPABASE_URL/auth/v1. The algorithm list is pinned here, never taken from the token.
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const jose_1 = require("jose");
const config_module_1 = require("../config/config.module");
const keys_1 = require("../auth-api/keys");
/** Asymmetric algorithms accepted from a JWKS: the two supabase-js can verify itself (auth-api.md §3.1). */
const JWKS_ALGORITHMS = ['ES256', 'RS256'];
/** Keys are cached for 10 minutes; an unknown `kid` refetches the set, at most once per cooldown. */
exports.JWKS_CACHE_MAX_AGE_MS = 10 * 60_000;
exports.JWKS_COOLDOWN_MS = 5_000;
/** The token cannot be accepted (→ 401). */
class UnacceptedTokenError extends Error {
}
exports.UnacceptedTokenError = UnacceptedTokenError;
/** The JWKS could not be fetched, so no token can be checked right now (→ 503, not a sign-out). */
class KeySetUnavailableError extends Error {
}
exports.KeySetUnavailableError = KeySetUnavailableError;
let JwtKeyResolver = class JwtKeyResolver {
    /** Exact `iss` a member token must carry. */
    issuer;
    /** Algorithms handed to the verifier (jsonwebtoken also refuses a key of the wrong type for an algorithm). */
    algorithms;
    secret;
    /** Embedded mode with an asymmetric signing key: its public half, picked by `kid`. */
    localKey;
    jwks;
    constructor(config) {
        if (config.AUTH_MODE === 'supabase') {
            this.issuer = `${(config.SUPABASE_URL ?? '').replace(/\/+$/, '')}/auth/v1`;
            if (config.SUPABASE_JWT_SECRET)
                this.secret = (0, node_crypto_1.createSecretKey)(Buffer.from(config.SUPABASE_JWT_SECRET, 'utf8'));
            if (config.SUPABASE_JWKS_URL) {
                this.jwks = (0, jose_1.createRemoteJWKSet)(new URL(config.SUPABASE_JWKS_URL), {
                    cacheMaxAge: exports.JWKS_CACHE_MAX_AGE_MS,
                    cooldownDuration: exports.JWKS_COOLDOWN_MS,
                    timeoutDuration: 5_000,
                });
            }
        }
        else {
            const { secret, publicKey } = (0, keys_1.authKeys)(config).verification;
            this.issuer = (0, keys_1.authIssuer)(config);
            this.secret = secret;
            if (publicKey)
                this.localKey = { alg: publicKey.alg, kid: publicKey.kid, key: publicKey.key };
        }
        this.algorithms = [
            ...(this.secret ? ['HS256'] : []),
            ...(this.localKey ? [this.localKey.alg] : []),
            ...(this.jwks ? JWKS_ALGORITHMS : []),
        ];
    }
    /**
     * The verification key for a raw token, chosen by its header: HS256 → the shared secret (also
     * after a move to asymmetric keys, as GoTrue does); ES256/RS256 → the embedded key or the JWKS key
     * with the token's `kid`. Anything else (including `none`) is refused.
     */
    async keyFor(rawToken) {
        let header;
        try {
            header = (0, jose_1.decodeProtectedHeader)(rawToken);
        }
        catch {
            throw new UnacceptedTokenError('malformed token');
        }
        const alg = header.alg;
        if (!alg || !this.algorithms.includes(alg))
            throw new UnacceptedTokenError('token algorithm not accepted');
        if (alg === 'HS256' && this.secret)
            return this.secret;
        if (this.localKey && alg === this.localKey.alg && (header.kid === undefined || header.kid === this.localKey.kid))
            return this.localKey.key;
        if (this.jwks && JWKS_ALGORITHMS.includes(alg)) {
            try {
                return node_crypto_1.KeyObject.from(await this.jwks(header));
            }
            catch (err) {
                const keySetProblem = !(err instanceof jose_1.errors.JOSEError) || err instanceof jose_1.errors.JWKSTimeout || err instanceof jose_1.errors.JWKSInvalid || err.code === 'ERR_JOSE_GENERIC';
                if (keySetProblem)
                    throw new KeySetUnavailableError('signing keys unavailable');
                // Unknown kid (even after a refetch) or an unusable key: this token is not accepted.
                throw new UnacceptedTokenError('no matching signing key');
            }
        }
        throw new UnacceptedTokenError('token algorithm not accepted');
    }
};
exports.JwtKeyResolver = JwtKeyResolver;
exports.JwtKeyResolver = JwtKeyResolver = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object])
], JwtKeyResolver);
//# sourceMappingURL=jwt-keys.js.map