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
exports.AuthSessionService = exports.FLOW_CODE_LIFETIME_SECONDS = void 0;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const config_module_1 = require("../config/config.module");
const gotrue_error_1 = require("../auth-api/gotrue-error");
const crypto_1 = require("../auth-api/crypto");
const password_1 = require("../auth-api/password");
const auth_input_dto_1 = require("../dtos/auth-input.dto");
const auth_user_dto_1 = require("../dtos/auth-user.dto");
const auth_audit_repository_1 = require("../repositories/auth-audit.repository");
const auth_otp_repository_1 = require("../repositories/auth-otp.repository");
const auth_session_repository_1 = require("../repositories/auth-session.repository");
const auth_transaction_repository_1 = require("../repositories/auth-transaction.repository");
const auth_user_repository_1 = require("../repositories/auth-user.repository");
const auth_jwt_service_1 = require("./auth-jwt.service");
const auth_rate_limit_service_1 = require("./auth-rate-limit.service");
/** How long the auth code of a PKCE flow can be exchanged once the e-mail link handed it out. */
exports.FLOW_CODE_LIFETIME_SECONDS = 300;
const invalidCredentials = () => new gotrue_error_1.GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
/**
 * Sessions (auth-api.md §1.3–1.5, §1.9, §4.1–4.3): creating them, the three /token grants with
 * refresh-token rotation and reuse detection, and sign-out with its scopes.
 */
let AuthSessionService = class AuthSessionService {
    config;
    tx;
    users;
    sessions;
    otps;
    audit;
    jwt;
    limits;
    constructor(config, tx, users, sessions, otps, audit, jwt, limits) {
        this.config = config;
        this.tx = tx;
        this.users = users;
        this.sessions = sessions;
        this.otps = otps;
        this.audit = audit;
        this.jwt = jwt;
        this.limits = limits;
    }
    /** Opens a session for a user who just proved who they are, inside the caller's transaction. */
    async start(db, user, method, ctx) {
        const sessionId = (0, node_crypto_1.randomUUID)();
        const refreshToken = (0, crypto_1.newRefreshToken)();
        await this.sessions.create(db, { id: sessionId, userId: user.id, method, tokenHash: (0, crypto_1.sha256Hex)(refreshToken), ip: ctx.ip, userAgent: ctx.userAgent });
        await this.users.touchSignIn(user.id, db);
        await this.audit.log({ action: 'login', actorId: user.id, actorUsername: user.email ?? '', logType: 'account', traits: { provider: 'email', method } }, ctx.ip, db);
        return { sessionId, refreshToken };
    }
    /** The Session reply: a fresh access token for the session, the refresh token, the user. */
    async reply(userId, sessionId, refreshToken, extra = {}) {
        const user = await this.users.findById(userId);
        if (!user)
            throw new gotrue_error_1.GoTrueError(404, 'user_not_found', 'User not found');
        const amr = (await this.sessions.amr(sessionId)).map((a) => ({ method: a.authenticationMethod, timestamp: Math.floor(a.updatedAt.getTime() / 1000) }));
        const { token, expiresAt, expiresIn } = await this.jwt.sign(user, sessionId, amr);
        return { access_token: token, token_type: 'bearer', expires_in: expiresIn, expires_at: expiresAt, refresh_token: refreshToken, user: (0, auth_user_dto_1.mapUser)(user), ...extra };
    }
    /** Opens a session in its own transaction and answers it. */
    async signIn(user, method, ctx, extra = {}) {
        const { sessionId, refreshToken } = await this.tx.run((db) => this.start(db, user, method, ctx));
        return this.reply(user.id, sessionId, refreshToken, extra);
    }
    /** POST /token?grant_type=… */
    token(grantType, raw, ctx) {
        const body = (0, auth_input_dto_1.readBody)(raw);
        if (grantType === 'password')
            return this.passwordGrant(body, ctx);
        if (grantType === 'refresh_token')
            return this.refreshGrant(body, ctx);
        if (grantType === 'pkce')
            return this.pkceGrant(body, ctx);
        throw new gotrue_error_1.GoTrueError(400, 'invalid_credentials', 'unsupported_grant_type');
    }
    async passwordGrant(body, ctx) {
        const email = (0, auth_input_dto_1.optString)(body, 'email');
        const phone = (0, auth_input_dto_1.optString)(body, 'phone');
        const password = (0, auth_input_dto_1.optString)(body, 'password') ?? '';
        if (email && phone)
            throw (0, gotrue_error_1.validationFailed)('Only an email address or phone number should be provided on login.');
        if (!email && !phone)
            throw (0, gotrue_error_1.validationFailed)('missing email or phone');
        if (!email)
            throw new gotrue_error_1.GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
        const address = email.trim().toLowerCase();
        await this.limits.check('SIGN_IN', ctx.ip, address);
        const user = await this.users.findByEmail(address);
        const valid = await (0, password_1.checkPassword)(password, user?.encryptedPassword, this.config.AUTH_BCRYPT_COST);
        if (!user || !valid) {
            await this.limits.recordFailure('SIGN_IN', ctx.ip, address);
            throw invalidCredentials();
        }
        if ((0, auth_jwt_service_1.isBanned)(user))
            throw new gotrue_error_1.GoTrueError(400, 'user_banned', 'User is banned');
        if (!user.emailConfirmedAt)
            throw new gotrue_error_1.GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
        // A correct password that no longer meets the policy still signs in, with a hint (§4.4).
        const weak = (0, password_1.weakPassword)(password, this.config);
        return this.signIn(user, 'password', ctx, weak ? { weak_password: weak } : {});
    }
    async refreshGrant(body, ctx) {
        const token = (0, auth_input_dto_1.optString)(body, 'refresh_token') ?? '';
        if (token.length < 12 || token.length > 256 || !/^[A-Za-z0-9_-]+$/.test(token))
            throw (0, gotrue_error_1.validationFailed)('Refresh token is not valid');
        await this.limits.consume('REFRESH', ctx.ip);
        const hash = (0, crypto_1.sha256Hex)(token);
        let outcome;
        try {
            outcome = await this.tx.run(async (db) => {
                const found = await this.sessions.findToken(hash, db);
                if (!found)
                    return { error: new gotrue_error_1.GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
                const session = await this.sessions.lock(db, found.sessionId);
                // Re-read after the lock: a concurrent refresh may have rotated it meanwhile.
                const presented = session && (await this.sessions.findToken(hash, db));
                if (!session || !presented)
                    return { error: new gotrue_error_1.GoTrueError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
                const user = await this.users.findById(session.userId, db);
                if (!user || user.deletedAt)
                    return { error: new gotrue_error_1.GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
                if ((0, auth_jwt_service_1.isBanned)(user))
                    return { error: new gotrue_error_1.GoTrueError(400, 'user_banned', 'Invalid Refresh Token: User Banned') };
                let parent = hash;
                if (presented.revoked) {
                    const current = await this.sessions.currentToken(db, session.id);
                    if (current && current.parent === hash) {
                        // The client lost the reply of its last refresh. GoTrue would hand the current token out
                        // again; only its hash is stored here, so it is replaced by a new child instead.
                        await this.sessions.revokeToken(db, current.id);
                        parent = current.tokenHash;
                    }
                    else if (Date.now() - presented.updatedAt.getTime() >= this.config.AUTH_REFRESH_TOKEN_REUSE_INTERVAL * 1000) {
                        // Reuse of an old token: someone else may hold the family. End the whole session.
                        await this.sessions.deleteForUser(db, user.id, { only: session.id });
                        await this.audit.log({ action: 'token_revoked', actorId: user.id, actorUsername: user.email ?? '', logType: 'token', traits: { reason: 'refresh_token_reused' } }, ctx.ip, db);
                        return { error: new gotrue_error_1.GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
                    }
                }
                else {
                    await this.sessions.revokeToken(db, presented.id);
                }
                const refreshToken = (0, crypto_1.newRefreshToken)();
                await this.sessions.insertToken(db, { tokenHash: (0, crypto_1.sha256Hex)(refreshToken), userId: user.id, sessionId: session.id, parent });
                await this.sessions.update(session.id, { refreshedAt: new Date() }, db);
                await this.audit.log({ action: 'token_refreshed', actorId: user.id, actorUsername: user.email ?? '', logType: 'token' }, ctx.ip, db);
                return { userId: user.id, sessionId: session.id, refreshToken };
            });
        }
        catch (e) {
            if (e instanceof auth_session_repository_1.SessionLockTimeout)
                throw new gotrue_error_1.GoTrueError(409, 'conflict', 'Too many concurrent token refresh requests on the same session or refresh token');
            throw e;
        }
        if ('error' in outcome)
            throw outcome.error;
        return this.reply(outcome.userId, outcome.sessionId, outcome.refreshToken);
    }
    async pkceGrant(body, ctx) {
        const authCode = (0, auth_input_dto_1.optString)(body, 'auth_code');
        const verifier = (0, auth_input_dto_1.optString)(body, 'code_verifier');
        if (!authCode || !verifier)
            throw (0, gotrue_error_1.validationFailed)('invalid request: both auth code and code verifier should be non-empty');
        await this.limits.consume('VERIFY', ctx.ip);
        const started = await this.tx.run(async (db) => {
            const flow = await this.otps.findFlowByCode(db, authCode);
            // A code only exists for the client once the e-mail link handed it out (auth_code_issued_at).
            if (!flow || !flow.userId || !flow.authCodeIssuedAt)
                throw new gotrue_error_1.GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
            if (flow.authCodeIssuedAt.getTime() + exports.FLOW_CODE_LIFETIME_SECONDS * 1000 < Date.now())
                throw new gotrue_error_1.GoTrueError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
            if (!(0, crypto_1.verifyCodeChallenge)(flow.codeChallengeMethod, flow.codeChallenge, verifier))
                throw new gotrue_error_1.GoTrueError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
            const user = await this.users.findById(flow.userId, db);
            if (!user || user.deletedAt)
                throw new gotrue_error_1.GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
            if ((0, auth_jwt_service_1.isBanned)(user))
                throw new gotrue_error_1.GoTrueError(400, 'user_banned', 'User is banned');
            if (!(await this.otps.deleteFlow(db, flow.id)))
                throw new gotrue_error_1.GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
            return { userId: user.id, ...(await this.start(db, user, flow.authenticationMethod, ctx)) };
        });
        return this.reply(started.userId, started.sessionId, started.refreshToken);
    }
    /** POST /logout?scope=global|local|others */
    async logout(scope, ctx) {
        const { user, session } = await this.jwt.authenticate(ctx.authorization);
        const which = scope || 'global';
        if (!['global', 'local', 'others'].includes(which))
            throw (0, gotrue_error_1.validationFailed)(`Unsupported logout scope "${which}"`);
        await this.tx.run(async (db) => {
            if (which === 'local')
                await this.sessions.deleteForUser(db, user.id, { only: session.id });
            else if (which === 'others')
                await this.sessions.deleteForUser(db, user.id, { except: session.id });
            else
                await this.sessions.deleteForUser(db, user.id);
            await this.audit.log({ action: 'logout', actorId: user.id, actorUsername: user.email ?? '', logType: 'account', traits: { scope: which } }, ctx.ip, db);
        });
    }
};
exports.AuthSessionService = AuthSessionService;
exports.AuthSessionService = AuthSessionService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, auth_transaction_repository_1.AuthTransactionRepository,
        auth_user_repository_1.AuthUserRepository,
        auth_session_repository_1.AuthSessionRepository,
        auth_otp_repository_1.AuthOtpRepository,
        auth_audit_repository_1.AuthAuditRepository,
        auth_jwt_service_1.AuthJwtService,
        auth_rate_limit_service_1.AuthRateLimitService])
], AuthSessionService);
//# sourceMappingURL=auth-session.service.js.map