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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthMfaService = exports.CHALLENGE_LIFETIME_SECONDS = void 0;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const qrcode_1 = __importDefault(require("qrcode"));
const config_module_1 = require("../config/config.module");
const gotrue_error_1 = require("../auth-api/gotrue-error");
const crypto_1 = require("../auth-api/crypto");
const auth_input_dto_1 = require("../dtos/auth-input.dto");
const auth_audit_repository_1 = require("../repositories/auth-audit.repository");
const auth_mfa_repository_1 = require("../repositories/auth-mfa.repository");
const auth_session_repository_1 = require("../repositories/auth-session.repository");
const auth_transaction_repository_1 = require("../repositories/auth-transaction.repository");
const auth_jwt_service_1 = require("./auth-jwt.service");
const auth_rate_limit_service_1 = require("./auth-rate-limit.service");
const auth_session_service_1 = require("./auth-session.service");
const auth_user_service_1 = require("./auth-user.service");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
exports.CHALLENGE_LIFETIME_SECONDS = 300;
const UNVERIFIED_FACTOR_LIFETIME_SECONDS = 300;
const MAX_FACTORS = 10;
/** TOTP multi-factor authentication (auth-api.md §1.10). */
let AuthMfaService = class AuthMfaService {
    config;
    tx;
    factors;
    sessionRows;
    audit;
    jwt;
    sessions;
    limits;
    constructor(config, tx, factors, sessionRows, audit, jwt, sessions, limits) {
        this.config = config;
        this.tx = tx;
        this.factors = factors;
        this.sessionRows = sessionRows;
        this.audit = audit;
        this.jwt = jwt;
        this.sessions = sessions;
        this.limits = limits;
    }
    async caller(ctx) {
        const auth = await this.jwt.authenticate(ctx.authorization);
        if (auth.user.isAnonymous)
            throw new gotrue_error_1.GoTrueError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions');
        return auth;
    }
    async factorOf(auth, factorId) {
        if (!UUID.test(factorId))
            throw new gotrue_error_1.GoTrueError(404, 'validation_failed', 'factor_id must be an UUID');
        const factor = await this.factors.findFactor(auth.user.id, factorId);
        if (!factor)
            throw new gotrue_error_1.GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');
        return factor;
    }
    /** POST /factors */
    async enroll(raw, ctx) {
        const auth = await this.caller(ctx);
        const body = (0, auth_input_dto_1.readBody)(raw);
        const factorType = (0, auth_input_dto_1.optString)(body, 'factor_type');
        if (factorType !== 'totp')
            throw new gotrue_error_1.GoTrueError(400, 'validation_failed', 'factor_type needs to be totp');
        if (!this.config.AUTH_MFA_TOTP)
            throw new gotrue_error_1.GoTrueError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
        const friendlyName = ((0, auth_input_dto_1.optString)(body, 'friendly_name') ?? '').trim();
        const issuer = (0, auth_input_dto_1.optString)(body, 'issuer') ?? new URL(this.config.PUBLIC_URL).hostname;
        const { user, session } = auth;
        const verified = user.factors.filter((f) => f.status === 'verified');
        if (verified.length && session.aal !== 'aal2')
            throw new gotrue_error_1.GoTrueError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
        const secret = (0, crypto_1.base32Encode)((0, node_crypto_1.randomBytes)(20));
        const account = user.email ?? user.id;
        const uri = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?algorithm=SHA1&digits=6&issuer=${encodeURIComponent(issuer)}&period=30&secret=${secret}`;
        const factor = await this.tx
            .run(async (db) => {
            // Abandoned enrolments do not count against the limit or block their name for long.
            await this.factors.deleteUnverified(db, user.id, { before: new Date(Date.now() - UNVERIFIED_FACTOR_LIFETIME_SECONDS * 1000) });
            const existing = await this.factors.listFactors(user.id, db);
            if (existing.length >= MAX_FACTORS || verified.length >= MAX_FACTORS)
                throw new gotrue_error_1.GoTrueError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
            const created = await this.factors.createFactor(db, { userId: user.id, friendlyName, secret });
            await this.audit.log({ action: 'factor_in_progress', actorId: user.id, actorUsername: user.email ?? '', logType: 'factor', traits: { factor_id: created.id } }, ctx.ip, db);
            return created;
        })
            .catch((e) => {
            if ((0, auth_user_service_1.isUniqueViolation)(e))
                throw new gotrue_error_1.GoTrueError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
            throw e;
        });
        const svg = await qrcode_1.default.toString(uri, { type: 'svg', margin: 2 });
        return { id: factor.id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: svg, secret, uri } };
    }
    /** POST /factors/{id}/challenge */
    async challenge(factorId, ctx) {
        const auth = await this.caller(ctx);
        const factor = await this.factorOf(auth, factorId);
        if (!this.config.AUTH_MFA_TOTP)
            throw new gotrue_error_1.GoTrueError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
        await this.limits.consume('MFA', ctx.ip);
        const challenge = await this.tx.run(async (db) => {
            await this.factors.updateFactor(db, factor.id, { lastChallengedAt: new Date() });
            await this.audit.log({ action: 'challenge_created', actorId: auth.user.id, actorUsername: auth.user.email ?? '', logType: 'factor', traits: { factor_id: factor.id } }, ctx.ip, db);
            return this.factors.createChallenge(db, factor.id, ctx.ip);
        });
        return { id: challenge.id, type: factor.factorType, expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + exports.CHALLENGE_LIFETIME_SECONDS };
    }
    /** POST /factors/{id}/verify: the same session, raised to aal2, with a new refresh token. */
    async verify(factorId, raw, ctx) {
        const auth = await this.caller(ctx);
        const factor = await this.factorOf(auth, factorId);
        if (!this.config.AUTH_MFA_TOTP)
            throw new gotrue_error_1.GoTrueError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
        await this.limits.consume('MFA', ctx.ip);
        const body = (0, auth_input_dto_1.readBody)(raw);
        const code = (0, auth_input_dto_1.optString)(body, 'code');
        const challengeId = (0, auth_input_dto_1.optString)(body, 'challenge_id') ?? '';
        if (!code)
            throw new gotrue_error_1.GoTrueError(400, 'validation_failed', 'Code needs to be non-empty');
        const { user, session } = auth;
        const notFound = () => new gotrue_error_1.GoTrueError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
        const refreshToken = (0, crypto_1.newRefreshToken)();
        const outcome = await this.tx.run(async (db) => {
            const challenge = UUID.test(challengeId) ? await this.factors.findChallenge(db, factor.id, challengeId) : null;
            if (!challenge)
                throw notFound();
            if (challenge.verifiedAt || challenge.ipAddress !== ctx.ip)
                throw new gotrue_error_1.GoTrueError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
            if (challenge.createdAt.getTime() + exports.CHALLENGE_LIFETIME_SECONDS * 1000 < Date.now()) {
                await this.factors.deleteChallenge(db, challenge.id);
                return 'expired';
            }
            if (!(0, crypto_1.verifyTotp)(factor.secret, code.trim())) {
                await this.audit.log({ action: 'verification_attempted', actorId: user.id, actorUsername: user.email ?? '', logType: 'factor', traits: { factor_id: factor.id, success: false } }, ctx.ip, db);
                return 'failed';
            }
            if (!(await this.factors.markChallengeVerified(db, challenge.id)))
                throw new gotrue_error_1.GoTrueError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
            if (factor.status !== 'verified')
                await this.factors.updateFactor(db, factor.id, { status: 'verified' });
            await this.factors.deleteUnverified(db, user.id, { exceptId: factor.id });
            // Other devices still at aal1 are signed out; this session is raised and gets a new refresh token.
            await this.sessionRows.deleteForUser(db, user.id, { except: session.id, onlyAal1: true });
            await this.sessionRows.addAmr(db, session.id, 'totp');
            await this.sessionRows.update(session.id, { aal: 'aal2', factorId: factor.id }, db);
            await this.sessionRows.revokeSessionTokens(db, session.id);
            await this.sessionRows.insertToken(db, { tokenHash: (0, crypto_1.sha256Hex)(refreshToken), userId: user.id, sessionId: session.id });
            await this.audit.log({ action: 'verification_attempted', actorId: user.id, actorUsername: user.email ?? '', logType: 'factor', traits: { factor_id: factor.id, success: true } }, ctx.ip, db);
            return 'verified';
        });
        if (outcome === 'expired')
            throw new gotrue_error_1.GoTrueError(422, 'mfa_challenge_expired', 'Challenge has expired, verify against another challenge or create a new factor.');
        if (outcome === 'failed')
            throw new gotrue_error_1.GoTrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
        return this.sessions.reply(user.id, session.id, refreshToken);
    }
    /** DELETE /factors/{id} */
    async unenroll(factorId, ctx) {
        const auth = await this.caller(ctx);
        const factor = await this.factorOf(auth, factorId);
        if (factor.status === 'verified' && auth.session.aal !== 'aal2')
            throw new gotrue_error_1.GoTrueError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
        await this.tx.run(async (db) => {
            await this.factors.deleteFactor(db, factor.id);
            await this.sessionRows.downgradeFactorSessions(db, factor.id);
            await this.audit.log({ action: 'factor_deleted', actorId: auth.user.id, actorUsername: auth.user.email ?? '', logType: 'factor', traits: { factor_id: factor.id } }, ctx.ip, db);
        });
        return { id: factor.id };
    }
};
exports.AuthMfaService = AuthMfaService;
exports.AuthMfaService = AuthMfaService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, auth_transaction_repository_1.AuthTransactionRepository,
        auth_mfa_repository_1.AuthMfaRepository,
        auth_session_repository_1.AuthSessionRepository,
        auth_audit_repository_1.AuthAuditRepository,
        auth_jwt_service_1.AuthJwtService,
        auth_session_service_1.AuthSessionService,
        auth_rate_limit_service_1.AuthRateLimitService])
], AuthMfaService);
//# sourceMappingURL=auth-mfa.service.js.map