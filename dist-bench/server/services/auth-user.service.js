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
exports.AuthUserService = exports.isUniqueViolation = void 0;
exports.mergeMetadata = mergeMetadata;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const config_module_1 = require("../config/config.module");
const gotrue_error_1 = require("../auth-api/gotrue-error");
const password_1 = require("../auth-api/password");
const redirect_1 = require("../auth-api/redirect");
const auth_input_dto_1 = require("../dtos/auth-input.dto");
const auth_user_dto_1 = require("../dtos/auth-user.dto");
const auth_audit_repository_1 = require("../repositories/auth-audit.repository");
const auth_otp_repository_1 = require("../repositories/auth-otp.repository");
const auth_session_repository_1 = require("../repositories/auth-session.repository");
const auth_transaction_repository_1 = require("../repositories/auth-transaction.repository");
const auth_user_repository_1 = require("../repositories/auth-user.repository");
const auth_jwt_service_1 = require("./auth-jwt.service");
const auth_mailer_service_1 = require("./auth-mailer.service");
const auth_rate_limit_service_1 = require("./auth-rate-limit.service");
const auth_session_service_1 = require("./auth-session.service");
const DAY_MS = 24 * 3600 * 1000;
const isUniqueViolation = (e) => e?.code === 'P2002';
exports.isUniqueViolation = isUniqueViolation;
/** Shallow merge of user metadata where `null` deletes a key (auth-api.md §1.7). */
function mergeMetadata(current, patch) {
    const out = { ...(current ?? {}) };
    for (const [k, v] of Object.entries(patch)) {
        if (v === null)
            delete out[k];
        else
            out[k] = v;
    }
    return out;
}
/** Accounts seen by their owners: sign-up (§1.2) and GET/PUT /user (§1.6, §1.7). */
let AuthUserService = class AuthUserService {
    config;
    tx;
    users;
    sessionRows;
    otps;
    audit;
    jwt;
    sessions;
    mailer;
    limits;
    constructor(config, tx, users, sessionRows, otps, audit, jwt, sessions, mailer, limits) {
        this.config = config;
        this.tx = tx;
        this.users = users;
        this.sessionRows = sessionRows;
        this.otps = otps;
        this.audit = audit;
        this.jwt = jwt;
        this.sessions = sessions;
        this.mailer = mailer;
        this.limits = limits;
    }
    /** POST /signup: a Session when no confirmation is needed, else the (unconfirmed) user. */
    async signup(raw, ctx) {
        if (this.config.AUTH_DISABLE_SIGNUP)
            throw new gotrue_error_1.GoTrueError(422, 'signup_disabled', 'Signups not allowed for this instance');
        const body = (0, auth_input_dto_1.readBody)(raw);
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        const phone = (0, auth_input_dto_1.optString)(body, 'phone');
        const password = (0, auth_input_dto_1.optString)(body, 'password');
        const data = (0, auth_input_dto_1.optObject)(body, 'data') ?? {};
        if (!emailRaw && !phone) {
            if (password)
                throw (0, gotrue_error_1.validationFailed)('To signup, please provide your email');
            return this.signupAnonymously(data, ctx);
        }
        if (!password)
            throw (0, gotrue_error_1.validationFailed)('Signup requires a valid password');
        (0, password_1.assertAcceptablePassword)(password, this.config);
        if (emailRaw && phone)
            throw (0, gotrue_error_1.validationFailed)('Only an email address or phone number should be provided on signup.');
        const pkce = (0, auth_input_dto_1.readPkce)(body);
        if (!emailRaw)
            throw new gotrue_error_1.GoTrueError(422, 'phone_provider_disabled', 'Phone signups are disabled');
        const email = (0, auth_input_dto_1.normalizeEmail)(emailRaw);
        await this.limits.consume('SIGN_UP', ctx.ip, email);
        const redirectTo = (0, redirect_1.resolveRedirect)((0, auth_input_dto_1.queryString)(ctx.query, 'redirect_to'), this.config);
        const existing = await this.users.findByEmail(email);
        if (existing)
            return this.repeatedSignup(existing, data, pkce, redirectTo, ctx);
        const encryptedPassword = await (0, password_1.hashPassword)(password, this.config.AUTH_BCRYPT_COST);
        try {
            if (this.config.AUTH_AUTOCONFIRM) {
                const started = await this.tx.run(async (db) => {
                    const user = await this.users.create({ email, encryptedPassword, emailConfirmedAt: new Date(), userMetadata: data }, db);
                    await this.audit.log({ action: 'user_signedup', actorId: user.id, actorUsername: email, logType: 'team', traits: { provider: 'email' } }, ctx.ip, db);
                    return { userId: user.id, ...(await this.sessions.start(db, user, 'password', ctx)) };
                });
                return await this.sessions.reply(started.userId, started.sessionId, started.refreshToken);
            }
            const userId = await this.tx.run(async (db) => {
                const user = await this.users.create({ email, encryptedPassword, userMetadata: data }, db);
                await this.audit.log({ action: 'user_confirmation_requested', actorId: user.id, actorUsername: email, logType: 'user', traits: { provider: 'email' } }, ctx.ip, db);
                await this.mailer.sendConfirmation(db, user, pkce, redirectTo);
                return user.id;
            });
            return (0, auth_user_dto_1.mapUser)((await this.users.findById(userId)));
        }
        catch (e) {
            // Two sign-ups of one address at once: the second behaves as a repeated sign-up.
            if (!(0, exports.isUniqueViolation)(e))
                throw e;
            if (this.config.AUTH_AUTOCONFIRM)
                throw new gotrue_error_1.GoTrueError(422, 'user_already_exists', 'User already registered');
            return (0, auth_user_dto_1.obfuscatedUser)(email, data, (0, node_crypto_1.randomUUID)());
        }
    }
    async repeatedSignup(existing, data, pkce, redirectTo, ctx) {
        if (existing.emailConfirmedAt) {
            if (this.config.AUTH_AUTOCONFIRM)
                throw new gotrue_error_1.GoTrueError(422, 'user_already_exists', 'User already registered');
            // Confirmations on: answer like a new sign-up so the address cannot be probed.
            return (0, auth_user_dto_1.obfuscatedUser)(existing.email, data, (0, node_crypto_1.randomUUID)());
        }
        // Not confirmed yet: send the confirmation again; the stored password is left as it was.
        this.mailer.assertFrequency(existing, 'signup');
        await this.tx.run(async (db) => {
            await this.mailer.sendConfirmation(db, existing, pkce, redirectTo);
            await this.audit.log({ action: 'user_repeated_signup', actorId: existing.id, actorUsername: existing.email ?? '', logType: 'user' }, ctx.ip, db);
        });
        return (0, auth_user_dto_1.mapUser)((await this.users.findById(existing.id)));
    }
    async signupAnonymously(data, ctx) {
        if (!this.config.AUTH_ANONYMOUS_SIGN_IN)
            throw new gotrue_error_1.GoTrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
        await this.limits.consume('SIGN_UP', ctx.ip);
        const started = await this.tx.run(async (db) => {
            const user = await this.users.create({ isAnonymous: true, userMetadata: data }, db);
            return { userId: user.id, ...(await this.sessions.start(db, user, 'anonymous', ctx)) };
        });
        return this.sessions.reply(started.userId, started.sessionId, started.refreshToken);
    }
    /** GET /user */
    async getUser(ctx) {
        const { user } = await this.jwt.authenticate(ctx.authorization);
        return (0, auth_user_dto_1.mapUser)(user);
    }
    /** PUT /user: password, metadata and e-mail changes, checked in GoTrue's order. */
    async updateUser(raw, ctx) {
        const { user, session } = await this.jwt.authenticate(ctx.authorization);
        const body = (0, auth_input_dto_1.readBody)(raw);
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        const password = (0, auth_input_dto_1.optString)(body, 'password');
        const nonce = (0, auth_input_dto_1.optString)(body, 'nonce');
        const phone = (0, auth_input_dto_1.optString)(body, 'phone');
        const data = (0, auth_input_dto_1.optObject)(body, 'data');
        const email = emailRaw ? (0, auth_input_dto_1.normalizeEmail)(emailRaw) : undefined;
        if (password !== undefined)
            (0, password_1.assertAcceptablePassword)(password, this.config);
        if (body.app_metadata !== undefined && body.app_metadata !== null)
            throw new gotrue_error_1.GoTrueError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
        const pkce = (0, auth_input_dto_1.readPkce)(body);
        const changesEmail = !!email && email !== user.email;
        if (user.factors.some((f) => f.status === 'verified') && session.aal !== 'aal2' && (password !== undefined || changesEmail || phone))
            throw new gotrue_error_1.GoTrueError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
        if (user.isAnonymous && password !== undefined && !user.email && !email)
            throw (0, gotrue_error_1.validationFailed)('Updating password of an anonymous user without an email or phone is not allowed', 422);
        if (phone)
            throw new gotrue_error_1.GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
        if (changesEmail && (await this.users.emailTaken(email, user.id)))
            throw new gotrue_error_1.GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
        const needsNonce = password !== undefined && this.config.AUTH_SECURE_PASSWORD_CHANGE && session.createdAt.getTime() < Date.now() - DAY_MS;
        if (needsNonce && !nonce)
            throw new gotrue_error_1.GoTrueError(400, 'reauthentication_needed', 'Password update requires reauthentication');
        if (password !== undefined && (await (0, password_1.checkPassword)(password, user.encryptedPassword)))
            throw new gotrue_error_1.GoTrueError(422, 'same_password', 'New password should be different from the old password.');
        if (changesEmail) {
            await this.limits.consume('RESEND', ctx.ip, email);
            this.mailer.assertFrequency(user, 'email_change_new');
        }
        const passwordHash = password !== undefined ? await (0, password_1.hashPassword)(password, this.config.AUTH_BCRYPT_COST) : undefined;
        const redirectTo = (0, redirect_1.resolveRedirect)((0, auth_input_dto_1.queryString)(ctx.query, 'redirect_to'), this.config);
        await this.tx.run(async (db) => {
            if (needsNonce && !(await this.mailer.consumeNonce(db, user, nonce)))
                throw new gotrue_error_1.GoTrueError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
            if (passwordHash) {
                await this.users.update(user.id, { encryptedPassword: passwordHash }, db);
                // Pending links die with the old password, and every other device is signed out.
                await this.otps.deleteForUser(db, user.id);
                await this.sessionRows.deleteForUser(db, user.id, { except: session.id });
                await this.audit.log({ action: 'user_updated_password', actorId: user.id, actorUsername: user.email ?? '', logType: 'user' }, ctx.ip, db);
            }
            if (data)
                await this.users.update(user.id, { rawUserMetaData: mergeMetadata(user.rawUserMetaData, data) }, db);
            if (changesEmail)
                await this.mailer.sendEmailChange(db, user, email, pkce, redirectTo);
            if (data || changesEmail)
                await this.audit.log({ action: 'user_modified', actorId: user.id, actorUsername: user.email ?? '', logType: 'user' }, ctx.ip, db);
        });
        return (0, auth_user_dto_1.mapUser)((await this.users.findById(user.id)));
    }
};
exports.AuthUserService = AuthUserService;
exports.AuthUserService = AuthUserService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, auth_transaction_repository_1.AuthTransactionRepository,
        auth_user_repository_1.AuthUserRepository,
        auth_session_repository_1.AuthSessionRepository,
        auth_otp_repository_1.AuthOtpRepository,
        auth_audit_repository_1.AuthAuditRepository,
        auth_jwt_service_1.AuthJwtService,
        auth_session_service_1.AuthSessionService,
        auth_mailer_service_1.AuthMailerService,
        auth_rate_limit_service_1.AuthRateLimitService])
], AuthUserService);
//# sourceMappingURL=auth-user.service.js.map