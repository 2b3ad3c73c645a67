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
exports.AuthJwtService = exports.aalOf = exports.isBanned = void 0;
const common_1 = require("@nestjs/common");
const jose_1 = require("jose");
const config_module_1 = require("../config/config.module");
const gotrue_error_1 = require("../auth-api/gotrue-error");
const keys_1 = require("../auth-api/keys");
const auth_session_repository_1 = require("../repositories/auth-session.repository");
const auth_user_repository_1 = require("../repositories/auth-user.repository");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const MFA_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];
const isBanned = (user) => !!user.bannedUntil && user.bannedUntil.getTime() > Date.now();
exports.isBanned = isBanned;
/** aal2 iff the session passed a second factor (auth-api.md §3.2). */
const aalOf = (amr) => (amr.some((a) => MFA_METHODS.includes(a.method)) ? 'aal2' : 'aal1');
exports.aalOf = aalOf;
/** Access tokens: signing (claims of §3.2) and the authentication step of every user endpoint (§3.3). */
let AuthJwtService = class AuthJwtService {
    config;
    users;
    sessions;
    constructor(config, users, sessions) {
        this.config = config;
        this.users = users;
        this.sessions = sessions;
    }
    async sign(user, sessionId, amr) {
        const now = Math.floor(Date.now() / 1000);
        const exp = now + this.config.JWT_EXPIRY;
        const { signing } = (0, keys_1.authKeys)(this.config);
        const token = await new jose_1.SignJWT({
            iss: (0, keys_1.authIssuer)(this.config),
            sub: user.id,
            aud: user.aud,
            exp,
            iat: now,
            email: user.email ?? '',
            phone: user.phone ?? '',
            app_metadata: user.rawAppMetaData,
            user_metadata: user.rawUserMetaData,
            role: user.role,
            aal: (0, exports.aalOf)(amr),
            amr,
            session_id: sessionId,
            is_anonymous: user.isAnonymous,
        })
            .setProtectedHeader({ alg: signing.alg, typ: 'JWT', ...(signing.kid ? { kid: signing.kid } : {}) })
            .sign(signing.key);
        return { token, expiresAt: exp, expiresIn: exp - now };
    }
    /** Signature (pinned algorithms; HS256 falls back to the secret whatever its kid) and expiry. */
    async verify(token) {
        const { verification } = (0, keys_1.authKeys)(this.config);
        const algorithms = ['HS256', ...(verification.publicKey ? [verification.publicKey.alg] : [])];
        try {
            const header = (0, jose_1.decodeProtectedHeader)(token);
            const key = header.alg === 'HS256' ? verification.secret : verification.publicKey && header.kid === verification.publicKey.kid ? verification.publicKey.key : undefined;
            if (!key)
                throw new Error('no key for this token');
            const { payload } = await (0, jose_1.jwtVerify)(token, key, { algorithms, requiredClaims: ['exp'] });
            return payload;
        }
        catch (e) {
            throw new gotrue_error_1.GoTrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${e.message}`);
        }
    }
    async bearer(authorization) {
        const match = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
        if (!match)
            throw new gotrue_error_1.GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
        return this.verify(match[1]);
    }
    /** The caller's user and session from `Authorization: Bearer <access token>`. */
    async authenticate(authorization) {
        const claims = await this.bearer(authorization);
        const sub = claims.sub;
        if (typeof sub !== 'string' || !sub)
            throw new gotrue_error_1.GoTrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
        if (!UUID.test(sub))
            throw new gotrue_error_1.GoTrueError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
        const user = await this.users.findById(sub);
        if (!user || user.deletedAt)
            throw new gotrue_error_1.GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
        const sessionId = claims.session_id;
        if (typeof sessionId !== 'string' || !UUID.test(sessionId) || sessionId === NIL_UUID)
            throw new gotrue_error_1.GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        const session = await this.sessions.findById(sessionId);
        if (!session || session.userId !== user.id)
            throw new gotrue_error_1.GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        if ((0, exports.isBanned)(user))
            throw new gotrue_error_1.GoTrueError(403, 'user_banned', 'User is banned');
        return { user, session, claims };
    }
    /** Admin endpoints: a verified token whose role is an admin role (the service-role key). */
    async requireAdmin(authorization) {
        const claims = await this.bearer(authorization);
        if (typeof claims.role !== 'string' || !keys_1.ADMIN_ROLES.includes(claims.role))
            throw new gotrue_error_1.GoTrueError(403, 'not_admin', 'User not allowed');
        const sessionId = claims.session_id;
        if (typeof sessionId === 'string' && sessionId && sessionId !== NIL_UUID) {
            if (!UUID.test(sessionId) || !(await this.sessions.findById(sessionId)))
                throw new gotrue_error_1.GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        }
    }
};
exports.AuthJwtService = AuthJwtService;
exports.AuthJwtService = AuthJwtService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, auth_user_repository_1.AuthUserRepository,
        auth_session_repository_1.AuthSessionRepository])
], AuthJwtService);
//# sourceMappingURL=auth-jwt.service.js.map