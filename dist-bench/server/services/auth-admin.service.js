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
exports.AuthAdminService = void 0;
exports.parseBanDuration = parseBanDuration;
const common_1 = require("@nestjs/common");
const config_module_1 = require("../config/config.module");
const gotrue_error_1 = require("../auth-api/gotrue-error");
const keys_1 = require("../auth-api/keys");
const password_1 = require("../auth-api/password");
const redirect_1 = require("../auth-api/redirect");
const auth_input_dto_1 = require("../dtos/auth-input.dto");
const auth_user_dto_1 = require("../dtos/auth-user.dto");
const auth_audit_repository_1 = require("../repositories/auth-audit.repository");
const auth_mfa_repository_1 = require("../repositories/auth-mfa.repository");
const auth_session_repository_1 = require("../repositories/auth-session.repository");
const auth_transaction_repository_1 = require("../repositories/auth-transaction.repository");
const auth_user_repository_1 = require("../repositories/auth-user.repository");
const auth_jwt_service_1 = require("./auth-jwt.service");
const auth_mailer_service_1 = require("./auth-mailer.service");
const auth_user_service_1 = require("./auth-user.service");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GO_DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;
const UNIT_MS = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
/** GoTrue's `ban_duration`: "none" lifts a ban, a Go duration ("24h", "1h30m") bans until now + duration. */
function parseBanDuration(raw) {
    if (raw === 'none')
        return null;
    if (!GO_DURATION.test(raw))
        throw (0, gotrue_error_1.validationFailed)(`invalid format for ban duration: ${raw}`);
    let ms = 0;
    for (const m of raw.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g))
        ms += Number(m[1]) * UNIT_MS[m[2]];
    return new Date(Date.now() + ms);
}
/** The service-role API (auth-api.md, "Admin endpoints"): users, links, invitations, factors. */
let AuthAdminService = class AuthAdminService {
    config;
    tx;
    users;
    sessions;
    factors;
    audit;
    jwt;
    mailer;
    constructor(config, tx, users, sessions, factors, audit, jwt, mailer) {
        this.config = config;
        this.tx = tx;
        this.users = users;
        this.sessions = sessions;
        this.factors = factors;
        this.audit = audit;
        this.jwt = jwt;
        this.mailer = mailer;
    }
    async user(ctx, id) {
        await this.jwt.requireAdmin(ctx.authorization);
        if (!UUID.test(id))
            throw new gotrue_error_1.GoTrueError(404, 'user_not_found', 'User not found');
        const user = await this.users.findById(id);
        if (!user)
            throw new gotrue_error_1.GoTrueError(404, 'user_not_found', 'User not found');
        return user;
    }
    role(body) {
        const role = (0, auth_input_dto_1.optString)(body, 'role');
        // Handing out admin roles through the API would turn a user token into a service key.
        if (role && keys_1.ADMIN_ROLES.includes(role))
            throw (0, gotrue_error_1.validationFailed)(`role ${role} cannot be assigned to a user`);
        return role;
    }
    async list(ctx) {
        await this.jwt.requireAdmin(ctx.authorization);
        const pageRaw = (0, auth_input_dto_1.queryString)(ctx.query, 'page') ?? '1';
        const perPageRaw = (0, auth_input_dto_1.queryString)(ctx.query, 'per_page') ?? '50';
        if (!/^\d{1,9}$/.test(pageRaw) || !/^\d{1,9}$/.test(perPageRaw))
            throw new gotrue_error_1.GoTrueError(400, 'validation_failed', 'Bad Pagination Parameters');
        const page = Math.max(1, Number(pageRaw));
        const perPage = Math.min(1000, Math.max(1, Number(perPageRaw)));
        const { users, total } = await this.users.list(page, perPage, (0, auth_input_dto_1.queryString)(ctx.query, 'filter'));
        const last = Math.max(1, Math.ceil(total / perPage));
        const base = `${this.config.PUBLIC_URL}/auth/v1/admin/users`;
        const links = [...(page < last ? [`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`] : []), `<${base}?page=${last}&per_page=${perPage}>; rel="last"`];
        return { users: users.map(auth_user_dto_1.mapUser), aud: 'authenticated', total, links };
    }
    async get(id, ctx) {
        return (0, auth_user_dto_1.mapUser)(await this.user(ctx, id));
    }
    async create(raw, ctx) {
        await this.jwt.requireAdmin(ctx.authorization);
        const body = (0, auth_input_dto_1.readBody)(raw);
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        const phone = (0, auth_input_dto_1.optString)(body, 'phone');
        const password = (0, auth_input_dto_1.optString)(body, 'password');
        const id = (0, auth_input_dto_1.optString)(body, 'id');
        if (id && !UUID.test(id))
            throw (0, gotrue_error_1.validationFailed)('id must be a UUID');
        const email = emailRaw ? (0, auth_input_dto_1.normalizeEmail)(emailRaw) : undefined;
        if (password !== undefined)
            (0, password_1.assertAcceptablePassword)(password, this.config);
        const role = this.role(body);
        const ban = (0, auth_input_dto_1.optString)(body, 'ban_duration');
        const bannedUntil = ban ? parseBanDuration(ban) : null;
        if (email && (await this.users.emailTaken(email, null)))
            throw new gotrue_error_1.GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
        const encryptedPassword = password !== undefined ? await (0, password_1.hashPassword)(password, this.config.AUTH_BCRYPT_COST) : null;
        const now = new Date();
        try {
            const user = await this.tx.run(async (db) => {
                const created = await this.users.create({
                    id,
                    email,
                    phone,
                    encryptedPassword,
                    emailConfirmedAt: (0, auth_input_dto_1.optBool)(body, 'email_confirm') && email ? now : null,
                    phoneConfirmedAt: (0, auth_input_dto_1.optBool)(body, 'phone_confirm') && phone ? now : null,
                    role,
                    bannedUntil,
                    appMetadata: { ...auth_user_repository_1.EMAIL_APP_METADATA, ...((0, auth_input_dto_1.optObject)(body, 'app_metadata') ?? {}) },
                    userMetadata: (0, auth_input_dto_1.optObject)(body, 'user_metadata') ?? (0, auth_input_dto_1.optObject)(body, 'data') ?? {},
                }, db);
                await this.audit.log({ action: 'user_signedup', actorUsername: 'service_role', logType: 'team', traits: { user_id: created.id, user_email: email ?? '' } }, ctx.ip, db);
                return created;
            });
            return (0, auth_user_dto_1.mapUser)(user);
        }
        catch (e) {
            if ((0, auth_user_service_1.isUniqueViolation)(e))
                throw new gotrue_error_1.GoTrueError(422, 'email_exists', 'A user with this email address or phone number has already been registered');
            throw e;
        }
    }
    async update(id, raw, ctx) {
        const user = await this.user(ctx, id);
        const body = (0, auth_input_dto_1.readBody)(raw);
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        const password = (0, auth_input_dto_1.optString)(body, 'password');
        const email = emailRaw ? (0, auth_input_dto_1.normalizeEmail)(emailRaw) : undefined;
        if (password !== undefined)
            (0, password_1.assertAcceptablePassword)(password, this.config);
        const role = this.role(body);
        const ban = (0, auth_input_dto_1.optString)(body, 'ban_duration');
        const bannedUntil = ban ? parseBanDuration(ban) : undefined;
        if (email && email !== user.email && (await this.users.emailTaken(email, user.id)))
            throw new gotrue_error_1.GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
        const data = {};
        if (role)
            data.role = role;
        if (password !== undefined)
            data.encryptedPassword = await (0, password_1.hashPassword)(password, this.config.AUTH_BCRYPT_COST);
        if (email && email !== user.email)
            data.email = email;
        if ((0, auth_input_dto_1.optBool)(body, 'email_confirm') === true && !user.emailConfirmedAt)
            data.emailConfirmedAt = new Date();
        if ((0, auth_input_dto_1.optString)(body, 'phone'))
            data.phone = (0, auth_input_dto_1.optString)(body, 'phone');
        if ((0, auth_input_dto_1.optBool)(body, 'phone_confirm') === true)
            data.phoneConfirmedAt = new Date();
        if (bannedUntil !== undefined)
            data.bannedUntil = bannedUntil;
        const userMetadata = (0, auth_input_dto_1.optObject)(body, 'user_metadata');
        const appMetadata = (0, auth_input_dto_1.optObject)(body, 'app_metadata');
        if (userMetadata)
            data.rawUserMetaData = (0, auth_user_service_1.mergeMetadata)(user.rawUserMetaData, userMetadata);
        if (appMetadata)
            data.rawAppMetaData = (0, auth_user_service_1.mergeMetadata)(user.rawAppMetaData, appMetadata);
        try {
            await this.tx.run(async (db) => {
                await this.users.update(user.id, data, db);
                if (data.email)
                    await this.users.patchEmailIdentity(user, { email_verified: !!(data.emailConfirmedAt ?? user.emailConfirmedAt) }, db, email);
                else if (data.emailConfirmedAt)
                    await this.users.patchEmailIdentity(user, { email_verified: true }, db);
                // A ban ends every session at once (and the product guard refuses its access tokens).
                if (bannedUntil)
                    await this.sessions.deleteForUser(db, user.id);
                await this.audit.log({ action: 'user_modified', actorUsername: 'service_role', logType: 'user', traits: { user_id: user.id } }, ctx.ip, db);
            });
        }
        catch (e) {
            if ((0, auth_user_service_1.isUniqueViolation)(e))
                throw new gotrue_error_1.GoTrueError(422, 'email_exists', 'A user with this email address or phone number has already been registered');
            throw e;
        }
        return (0, auth_user_dto_1.mapUser)((await this.users.findById(user.id)));
    }
    async delete(id, raw, ctx) {
        const user = await this.user(ctx, id);
        const soft = (0, auth_input_dto_1.optBool)((0, auth_input_dto_1.readBody)(raw), 'should_soft_delete') === true;
        await this.tx.run(async (db) => {
            if (soft)
                await this.users.softDelete(user.id, db);
            else
                await this.users.delete(user.id, db);
            await this.audit.log({ action: 'user_deleted', actorUsername: 'service_role', logType: 'team', traits: { user_id: user.id, user_email: user.email ?? '', soft } }, ctx.ip, db);
        });
        return {};
    }
    /** POST /admin/generate_link: the link and code a mail would carry, without sending it. */
    async generateLink(raw, ctx) {
        await this.jwt.requireAdmin(ctx.authorization);
        const body = (0, auth_input_dto_1.readBody)(raw);
        const type = (0, auth_input_dto_1.optString)(body, 'type');
        const kinds = { signup: 'signup', invite: 'invite', magiclink: 'magiclink', recovery: 'recovery', email_change_current: 'email_change_current', email_change_new: 'email_change_new' };
        if (!type || !kinds[type])
            throw (0, gotrue_error_1.validationFailed)('Invalid email action link type requested');
        const kind = kinds[type];
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        if (!emailRaw)
            throw (0, gotrue_error_1.validationFailed)('Email is required');
        const email = (0, auth_input_dto_1.normalizeEmail)(emailRaw);
        const password = (0, auth_input_dto_1.optString)(body, 'password');
        const redirectTo = (0, redirect_1.resolveRedirect)((0, auth_input_dto_1.optString)(body, 'redirect_to') ?? (0, auth_input_dto_1.queryString)(ctx.query, 'redirect_to'), this.config, kind === 'recovery' ? redirect_1.RECOVERY_PAGE : '/');
        let user = await this.users.findByEmail(email);
        let newEmail;
        if (kind === 'signup' || kind === 'invite') {
            if (user?.emailConfirmedAt)
                throw new gotrue_error_1.GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
            if (kind === 'signup' && !user && !password)
                throw (0, gotrue_error_1.validationFailed)('Signup requires a valid password');
            if (password !== undefined && !user)
                (0, password_1.assertAcceptablePassword)(password, this.config);
        }
        else {
            if (!user)
                throw new gotrue_error_1.GoTrueError(404, 'user_not_found', 'User with this email not found');
            if (kind === 'email_change_current' || kind === 'email_change_new') {
                const raw = (0, auth_input_dto_1.optString)(body, 'new_email');
                if (!raw)
                    throw (0, gotrue_error_1.validationFailed)('The new email address provided is invalid');
                newEmail = (0, auth_input_dto_1.normalizeEmail)(raw);
                if (await this.users.emailTaken(newEmail, user.id))
                    throw new gotrue_error_1.GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
            }
        }
        const encryptedPassword = password !== undefined && !user ? await (0, password_1.hashPassword)(password, this.config.AUTH_BCRYPT_COST) : null;
        const otp = await this.tx.run(async (db) => {
            if (!user) {
                user = await this.users.create({ email, encryptedPassword, invitedAt: kind === 'invite' ? new Date() : null, userMetadata: (0, auth_input_dto_1.optObject)(body, 'data') ?? {} }, db);
            }
            if (newEmail)
                await this.users.update(user.id, { emailChange: newEmail }, db);
            const address = kind === 'email_change_new' ? newEmail : email;
            return this.mailer.issue(db, { user, kind, address, redirectTo });
        });
        const fresh = (await this.users.findById(user.id));
        return {
            ...(0, auth_user_dto_1.mapUser)(fresh),
            action_link: otp.link,
            email_otp: otp.code,
            hashed_token: otp.linkToken,
            verification_type: auth_mailer_service_1.LINK_TYPE[kind],
            redirect_to: redirectTo,
        };
    }
    /** POST /invite: creates the account (unconfirmed, invited_at) and mails the invitation. */
    async invite(raw, ctx) {
        await this.jwt.requireAdmin(ctx.authorization);
        const body = (0, auth_input_dto_1.readBody)(raw);
        const emailRaw = (0, auth_input_dto_1.optString)(body, 'email');
        if (!emailRaw)
            throw (0, gotrue_error_1.validationFailed)('An email address is required');
        const email = (0, auth_input_dto_1.normalizeEmail)(emailRaw);
        const redirectTo = (0, redirect_1.resolveRedirect)((0, auth_input_dto_1.queryString)(ctx.query, 'redirect_to'), this.config);
        const existing = await this.users.findByEmail(email);
        if (existing?.emailConfirmedAt)
            throw new gotrue_error_1.GoTrueError(422, 'email_exists', 'A user with this email address has already been registered');
        const id = await this.tx.run(async (db) => {
            const user = existing ?? (await this.users.create({ email, invitedAt: new Date(), userMetadata: (0, auth_input_dto_1.optObject)(body, 'data') ?? {} }, db));
            const otp = await this.mailer.issue(db, { user, kind: 'invite', address: email, redirectTo });
            await this.mailer.send('invite', email, otp);
            await this.audit.log({ action: 'user_invited', actorUsername: 'service_role', logType: 'team', traits: { user_id: user.id, user_email: email } }, ctx.ip, db);
            return user.id;
        });
        return (0, auth_user_dto_1.mapUser)((await this.users.findById(id)));
    }
    async listFactors(userId, ctx) {
        const user = await this.user(ctx, userId);
        return user.factors.map(auth_user_dto_1.mapFactor);
    }
    async deleteFactor(userId, factorId, ctx) {
        const user = await this.user(ctx, userId);
        const factor = UUID.test(factorId) ? user.factors.find((f) => f.id === factorId) : undefined;
        if (!factor)
            throw new gotrue_error_1.GoTrueError(404, 'mfa_factor_not_found', 'Factor not found');
        await this.tx.run(async (db) => {
            await this.factors.deleteFactor(db, factor.id);
            await this.sessions.downgradeFactorSessions(db, factor.id);
            await this.audit.log({ action: 'factor_deleted', actorUsername: 'service_role', logType: 'factor', traits: { user_id: user.id, factor_id: factor.id } }, ctx.ip, db);
        });
        return (0, auth_user_dto_1.mapFactor)(factor);
    }
};
exports.AuthAdminService = AuthAdminService;
exports.AuthAdminService = AuthAdminService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, auth_transaction_repository_1.AuthTransactionRepository,
        auth_user_repository_1.AuthUserRepository,
        auth_session_repository_1.AuthSessionRepository,
        auth_mfa_repository_1.AuthMfaRepository,
        auth_audit_repository_1.AuthAuditRepository,
        auth_jwt_service_1.AuthJwtService,
        auth_mailer_service_1.AuthMailerService])
], AuthAdminService);
//# sourceMappingURL=auth-admin.service.js.map