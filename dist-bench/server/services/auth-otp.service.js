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
exports.AuthOtpService = exports.HALF_CONFIRMED = void 0;
const common_1 = require("@nestjs/common");
const config_module_1 = require("../config/config.module");
const error_filter_1 = require("../common/error.filter");
const gotrue_error_1 = require("../auth-api/gotrue-error");
const redirect_1 = require("../auth-api/redirect");
const auth_input_dto_1 = require("../dtos/auth-input.dto");
const auth_audit_repository_1 = require("../repositories/auth-audit.repository");
const auth_otp_repository_1 = require("../repositories/auth-otp.repository");
const auth_transaction_repository_1 = require("../repositories/auth-transaction.repository");
const auth_user_repository_1 = require("../repositories/auth-user.repository");
const auth_jwt_service_1 = require("./auth-jwt.service");
const auth_mailer_service_1 = require("./auth-mailer.service");
const auth_rate_limit_service_1 = require("./auth-rate-limit.service");
const auth_session_service_1 = require("./auth-session.service");
exports.HALF_CONFIRMED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
/** E-mail links and codes (auth-api.md §1.8, §1.11, §1.12): recover, verify, resend, reauthenticate. */
let AuthOtpService = class AuthOtpService {
    config;
    logger;
    tx;
    users;
    otps;
    audit;
    jwt;
    sessions;
    mailer;
    limits;
    constructor(config, logger, tx, users, otps, audit, jwt, sessions, mailer, limits) {
        this.config = config;
        this.logger = logger;
        this.tx = tx;
        this.users = users;
        this.otps = otps;
        this.audit = audit;
        this.jwt = jwt;
        this.sessions = sessions;
        this.mailer = mailer;
        this.limits = limits;
    }
    /** POST /recover: always `{}`, so nobody learns whether an account exists. */
    async recover(raw, ctx) {
        const body = (0, auth_input_dto_1.readBody)(raw);
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        if (!emailRaw)
            throw (0, gotrue_error_1.validationFailed)('Password recovery requires an email');
        const email = (0, auth_input_dto_1.normalizeEmail)(emailRaw);
        const pkce = (0, auth_input_dto_1.readPkce)(body);
        await this.limits.consume('RECOVER', ctx.ip, email);
        const redirectTo = (0, redirect_1.resolveRedirect)((0, auth_input_dto_1.queryString)(ctx.query, 'redirect_to'), this.config, redirect_1.RECOVERY_PAGE);
        const user = await this.users.findByEmail(email);
        if (!user || (0, auth_jwt_service_1.isBanned)(user))
            return {};
        try {
            this.mailer.assertFrequency(user, 'recovery');
        }
        catch {
            return {}; // a 429 here would tell that the address has an account
        }
        const otp = await this.tx.run(async (db) => {
            await this.mailer.startFlow(db, user.id, pkce, 'recovery');
            const issued = await this.mailer.issue(db, { user, kind: 'recovery', address: email, pkce: !!pkce, redirectTo });
            await this.audit.log({ action: 'user_recovery_requested', actorId: user.id, actorUsername: email, logType: 'user' }, ctx.ip, db);
            return issued;
        });
        // Sent after answering: the reply's timing must not depend on whether a mail goes out.
        void this.mailer.send('recovery', email, otp).catch((e) => this.logger.error({ err: e.message }, 'recovery e-mail not sent'));
        return {};
    }
    /** GET /verify (the link in a mail): a 303 to the app with a session, a PKCE code or an error. */
    async verifyLink(query, ctx) {
        const token = (0, auth_input_dto_1.queryString)(query, 'token');
        const type = (0, auth_input_dto_1.queryString)(query, 'type');
        if (!token || !type)
            throw (0, gotrue_error_1.validationFailed)('Verify requires a token and a type');
        await this.limits.consume('VERIFY', ctx.ip);
        const redirect = (0, redirect_1.resolveRedirect)((0, auth_input_dto_1.queryString)(query, 'redirect_to'), this.config, type === 'recovery' ? redirect_1.RECOVERY_PAGE : '/');
        const pkceLink = token.startsWith('pkce_');
        const failure = (code, description) => {
            const params = { error: 'access_denied', error_code: code, error_description: description, sb: '' };
            return (0, redirect_1.withParams)(pkceLink ? (0, redirect_1.withParams)(redirect, params, 'query') : redirect, params, 'fragment');
        };
        const tokenTypes = auth_mailer_service_1.VERIFY_TOKEN_TYPES[type];
        if (!tokenTypes)
            return failure('validation_failed', 'Unsupported verification type');
        const outcome = await this.tx.run(async (db) => this.consume(db, await this.mailer.findByLink(db, token, tokenTypes), type, ctx, true));
        switch (outcome.kind) {
            case 'invalid':
                return failure('otp_expired', 'Email link is invalid or has expired');
            case 'banned':
                return failure('user_banned', 'User is banned');
            case 'no_flow':
                return failure('flow_state_not_found', 'No valid flow state found for this link, please request a new one');
            case 'half':
                return (0, redirect_1.withParams)(redirect, { message: exports.HALF_CONFIRMED, sb: '' }, 'fragment');
            case 'code':
                return (0, redirect_1.withParams)(redirect, { code: outcome.authCode }, 'query');
            case 'session': {
                const s = await this.sessions.reply(outcome.userId, outcome.sessionId, outcome.refreshToken);
                const params = {
                    access_token: s.access_token,
                    expires_at: String(s.expires_at),
                    expires_in: String(s.expires_in),
                    refresh_token: s.refresh_token,
                    sb: '',
                    token_type: 'bearer',
                    type,
                };
                return (0, redirect_1.withParams)(redirect, params, 'fragment');
            }
        }
    }
    /** POST /verify: an e-mail + code, or a token_hash from a link. */
    async verify(raw, ctx) {
        const body = (0, auth_input_dto_1.readBody)(raw);
        const type = (0, auth_input_dto_1.optString)(body, 'type');
        if (!type)
            throw (0, gotrue_error_1.validationFailed)('Verify requires a verification type');
        const tokenTypes = auth_mailer_service_1.VERIFY_TOKEN_TYPES[type];
        if (!tokenTypes)
            throw (0, gotrue_error_1.validationFailed)('Unsupported verification type');
        const tokenHash = (0, auth_input_dto_1.optString)(body, 'token_hash');
        const token = (0, auth_input_dto_1.optString)(body, 'token');
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        const phone = (0, auth_input_dto_1.optString)(body, 'phone');
        let email;
        if (tokenHash) {
            if (token || emailRaw || phone || (0, auth_input_dto_1.optString)(body, 'redirect_to'))
                throw (0, gotrue_error_1.validationFailed)('Only the token_hash and type should be provided');
        }
        else {
            if (!token)
                throw (0, gotrue_error_1.validationFailed)('Verify requires either a token or a token hash');
            if (emailRaw && phone)
                throw (0, gotrue_error_1.validationFailed)('Only an email address or phone number should be provided on verify');
            if (!emailRaw)
                throw (0, gotrue_error_1.validationFailed)('Verify requires an email address together with the token');
            email = (0, auth_input_dto_1.normalizeEmail)(emailRaw);
        }
        await this.limits.consume('VERIFY', ctx.ip, email);
        const outcome = await this.tx.run(async (db) => {
            const matched = tokenHash ? await this.mailer.findByLink(db, tokenHash, tokenTypes) : await this.mailer.findByCode(db, email, tokenTypes, token);
            return this.consume(db, matched, type, ctx, false);
        });
        if (outcome.kind === 'banned')
            throw new gotrue_error_1.GoTrueError(403, 'user_banned', 'User is banned');
        if (outcome.kind === 'half')
            return { msg: exports.HALF_CONFIRMED, code: '200' };
        if (outcome.kind !== 'session')
            throw new gotrue_error_1.GoTrueError(403, 'otp_expired', tokenHash ? 'Email link is invalid or has expired' : 'Token has expired or is invalid');
        return this.sessions.reply(outcome.userId, outcome.sessionId, outcome.refreshToken);
    }
    /**
     * Uses up a matched token and applies what it proves (address confirmed, e-mail changed), then
     * opens a session (AMR `otp`) or, for a PKCE link, hands out the flow's auth code instead.
     */
    async consume(db, matched, type, ctx, fromLink) {
        if (!matched)
            return { kind: 'invalid' };
        const user = await this.users.findById(matched.row.userId, db);
        if (!user || user.deletedAt)
            return { kind: 'invalid' };
        if ((0, auth_jwt_service_1.isBanned)(user))
            return { kind: 'banned' };
        if (!(await this.otps.delete(db, matched.row.id)))
            return { kind: 'invalid' };
        let method;
        const actor = { actorId: user.id, actorUsername: user.email ?? '' };
        if (matched.row.tokenType === 'confirmation_token') {
            await this.users.confirmEmail(user, db);
            // A confirmed address ends every other pending link of the account (auth-api.md §4.5).
            await this.otps.deleteForUser(db, user.id);
            method = type === 'invite' ? 'invite' : type === 'magiclink' ? 'magiclink' : 'email/signup';
            await this.audit.log({ action: type === 'invite' ? 'invite_accepted' : 'user_signedup', ...actor, logType: 'team' }, ctx.ip, db);
        }
        else if (matched.row.tokenType === 'recovery_token') {
            // Following a recovery link proves the address too.
            await this.users.confirmEmail(user, db);
            method = type === 'magiclink' ? 'magiclink' : 'recovery';
        }
        else {
            const done = await this.changeEmail(db, user, ctx);
            if (done !== 'changed')
                return { kind: done };
            method = 'email_change';
        }
        if (matched.pkce && fromLink) {
            const flow = await this.otps.latestFlow(db, user.id, method);
            if (!flow)
                return { kind: 'no_flow' };
            await this.otps.markFlowIssued(db, flow.id);
            return { kind: 'code', authCode: flow.authCode };
        }
        return { kind: 'session', userId: user.id, ...(await this.sessions.start(db, user, 'otp', ctx)) };
    }
    /** One address of an e-mail change confirmed: finish it, or wait for the other address (secure change). */
    async changeEmail(db, user, ctx) {
        const newEmail = user.emailChange;
        if (!newEmail)
            return 'invalid';
        const pending = await this.otps.findForUser(db, user.id, ['email_change_token_new', 'email_change_token_current']);
        if (pending.length) {
            await this.users.update(user.id, { emailChangeConfirmStatus: 1 }, db);
            return 'half';
        }
        if (await this.users.emailTaken(newEmail, user.id, db))
            return 'invalid';
        await this.users.update(user.id, {
            email: newEmail,
            emailChange: null,
            emailChangeConfirmStatus: 0,
            emailConfirmedAt: new Date(),
            ...(user.isAnonymous ? { isAnonymous: false, rawAppMetaData: auth_user_repository_1.EMAIL_APP_METADATA } : {}),
        }, db);
        await this.users.patchEmailIdentity(user, { email_verified: true }, db, newEmail);
        await this.audit.log({ action: 'user_modified', actorId: user.id, actorUsername: newEmail, logType: 'user', traits: { email_changed: true } }, ctx.ip, db);
        return 'changed';
    }
    /** POST /resend: the sign-up confirmation or the e-mail change mail again; `{}` when there is nothing to send. */
    async resend(raw, ctx) {
        const body = (0, auth_input_dto_1.readBody)(raw);
        const type = (0, auth_input_dto_1.optString)(body, 'type');
        if (!type || !['signup', 'email_change', 'sms', 'phone_change'].includes(type))
            throw (0, gotrue_error_1.validationFailed)('Missing one of these types: signup, email_change, sms, phone_change');
        if (type === 'sms' || type === 'phone_change')
            throw new gotrue_error_1.GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled');
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        if (!emailRaw)
            throw (0, gotrue_error_1.validationFailed)('Type provided requires an email address');
        const email = (0, auth_input_dto_1.normalizeEmail)(emailRaw);
        const pkce = (0, auth_input_dto_1.readPkce)(body);
        await this.limits.consume('RESEND', ctx.ip, email);
        const redirectTo = (0, redirect_1.resolveRedirect)((0, auth_input_dto_1.queryString)(ctx.query, 'redirect_to'), this.config);
        if (type === 'signup') {
            const user = await this.users.findByEmail(email);
            if (!user || user.emailConfirmedAt)
                return {};
            this.mailer.assertFrequency(user, 'signup');
            await this.tx.run((db) => this.mailer.sendConfirmation(db, user, pkce, redirectTo));
            return {};
        }
        const user = await this.users.findByEmailOrPendingEmail(email);
        if (!user?.emailChange)
            return {};
        this.mailer.assertFrequency(user, 'email_change_new');
        await this.tx.run((db) => this.mailer.sendEmailChange(db, user, user.emailChange, pkce, redirectTo));
        return {};
    }
    /** GET /reauthenticate: a code to the user's address, later passed as `nonce` to PUT /user. */
    async reauthenticate(ctx) {
        const { user } = await this.jwt.authenticate(ctx.authorization);
        if (!user.email)
            throw (0, gotrue_error_1.validationFailed)('Reauthentication requires the user to have an email or a phone number');
        if (!user.emailConfirmedAt)
            throw new gotrue_error_1.GoTrueError(422, 'email_not_confirmed', 'Please verify your email first.');
        await this.limits.consume('RESEND', ctx.ip, user.email);
        this.mailer.assertFrequency(user, 'reauthentication');
        await this.tx.run(async (db) => {
            const otp = await this.mailer.issue(db, { user, kind: 'reauthentication', address: user.email, redirectTo: this.config.PUBLIC_URL });
            await this.mailer.send('reauthentication', user.email, otp);
            await this.audit.log({ action: 'user_reauthenticate_requested', actorId: user.id, actorUsername: user.email, logType: 'user' }, ctx.ip, db);
        });
        return {};
    }
};
exports.AuthOtpService = AuthOtpService;
exports.AuthOtpService = AuthOtpService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __param(1, (0, common_1.Inject)(error_filter_1.LOGGER)),
    __metadata("design:paramtypes", [Object, Object, auth_transaction_repository_1.AuthTransactionRepository,
        auth_user_repository_1.AuthUserRepository,
        auth_otp_repository_1.AuthOtpRepository,
        auth_audit_repository_1.AuthAuditRepository,
        auth_jwt_service_1.AuthJwtService,
        auth_session_service_1.AuthSessionService,
        auth_mailer_service_1.AuthMailerService,
        auth_rate_limit_service_1.AuthRateLimitService])
], AuthOtpService);
//# sourceMappingURL=auth-otp.service.js.map