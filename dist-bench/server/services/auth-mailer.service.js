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
exports.AuthMailerService = exports.SENT_AT = exports.VERIFY_TOKEN_TYPES = exports.LINK_TYPE = void 0;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const config_module_1 = require("../config/config.module");
const gotrue_error_1 = require("../auth-api/gotrue-error");
const crypto_1 = require("../auth-api/crypto");
const keys_1 = require("../auth-api/keys");
const jwt_secret_1 = require("../auth/jwt-secret");
const auth_mails_1 = require("../mail/auth-mails");
const mail_service_1 = require("../mail/mail.service");
const auth_otp_repository_1 = require("../repositories/auth-otp.repository");
const auth_user_repository_1 = require("../repositories/auth-user.repository");
const TOKEN_TYPE = {
    signup: 'confirmation_token',
    invite: 'confirmation_token',
    recovery: 'recovery_token',
    magiclink: 'recovery_token',
    email_change_new: 'email_change_token_new',
    email_change_current: 'email_change_token_current',
    reauthentication: 'reauthentication_token',
};
/** The `type` a link carries, per kind. */
exports.LINK_TYPE = {
    signup: 'signup',
    invite: 'invite',
    recovery: 'recovery',
    magiclink: 'magiclink',
    email_change_new: 'email_change',
    email_change_current: 'email_change',
    reauthentication: 'reauthentication',
};
/** Verification types of /verify and the stored token kinds each accepts (`email` = confirmation or recovery). */
exports.VERIFY_TOKEN_TYPES = {
    signup: ['confirmation_token'],
    invite: ['confirmation_token'],
    magiclink: ['recovery_token', 'confirmation_token'],
    recovery: ['recovery_token'],
    email_change: ['email_change_token_new', 'email_change_token_current'],
    email: ['confirmation_token', 'recovery_token'],
};
exports.SENT_AT = {
    signup: 'confirmationSentAt',
    invite: 'confirmationSentAt',
    recovery: 'recoverySentAt',
    magiclink: 'recoverySentAt',
    email_change_new: 'emailChangeSentAt',
    email_change_current: 'emailChangeSentAt',
    reauthentication: 'reauthenticationSentAt',
};
const WHAT = {
    signup: 'confirmation',
    invite: 'invite',
    recovery: 'recovery',
    magiclink: 'magic link',
    email_change_new: 'email change',
    email_change_current: 'email change',
    reauthentication: 'reauthentication',
};
/**
 * E-mail links and codes (auth-api.md §4.5): creating them, sending them and finding them again.
 * Neither the link token nor the code is stored: the link token as sha256, the code as an HMAC
 * keyed with the server secret (a leaked table does not allow guessing 6-digit codes offline).
 */
let AuthMailerService = class AuthMailerService {
    config;
    mail;
    otps;
    users;
    constructor(config, mail, otps, users) {
        this.config = config;
        this.mail = mail;
        this.otps = otps;
        this.users = users;
    }
    codeHash(tokenType, address, code) {
        return (0, crypto_1.hmacHex)(`${(0, jwt_secret_1.resolveJwtSecret)(this.config)}:one-time-codes`, `${tokenType}:${address}:${code}`);
    }
    /** Refuses a second mail of the same kind within AUTH_MAIL_MIN_INTERVAL (429). */
    assertFrequency(user, kind) {
        const sentAt = user[exports.SENT_AT[kind]];
        const wait = sentAt ? Math.ceil((sentAt.getTime() + this.config.AUTH_MAIL_MIN_INTERVAL * 1000 - Date.now()) / 1000) : 0;
        if (wait > 0)
            throw (0, gotrue_error_1.mailFrequency)(wait);
    }
    /** Stores a new link/code for the user (replacing the pending one of its kind) and stamps `*_sent_at`. */
    async issue(db, input) {
        const tokenType = TOKEN_TYPE[input.kind];
        const code = (0, crypto_1.newEmailCode)();
        const linkToken = `${input.pkce ? 'pkce_' : ''}${(0, crypto_1.newLinkToken)()}`;
        await this.otps.replace(db, {
            userId: input.user.id,
            tokenType,
            tokenHash: (0, crypto_1.sha256Hex)(linkToken),
            codeHash: this.codeHash(tokenType, input.address, code),
            relatesTo: input.address,
        });
        await this.users.update(input.user.id, { [exports.SENT_AT[input.kind]]: new Date() }, db);
        const query = new URLSearchParams({ token: linkToken, type: exports.LINK_TYPE[input.kind], redirect_to: input.redirectTo });
        return { linkToken, code, link: `${(0, keys_1.authIssuer)(this.config)}/verify?${query}`, tokenType };
    }
    /** Sends the mail of an issued token; a refused or failed delivery is GoTrue's 500 "Error sending … email". */
    async send(kind, to, otp, newEmail) {
        const mailKind = kind;
        try {
            await this.mail.send((0, auth_mails_1.authMail)(mailKind, {
                to,
                siteName: this.config.SITE_NAME,
                link: kind === 'reauthentication' ? undefined : otp.link,
                code: otp.code,
                validFor: this.config.AUTH_OTP_EXPIRY,
                newEmail,
            }));
        }
        catch {
            throw new gotrue_error_1.GoTrueError(500, 'unexpected_failure', `Error sending ${WHAT[kind]} email`);
        }
    }
    fresh(row) {
        return row.createdAt.getTime() + this.config.AUTH_OTP_EXPIRY * 1000 > Date.now();
    }
    /** The pending token a link (or `token_hash`) names, with or without its `pkce_` prefix. */
    async findByLink(db, token, tokenTypes) {
        const bare = token.replace(/^pkce_/, '');
        const pkceHash = (0, crypto_1.sha256Hex)(`pkce_${bare}`);
        const rows = await this.otps.findByTokenHashes(db, [(0, crypto_1.sha256Hex)(bare), pkceHash]);
        const row = rows.find((r) => tokenTypes.includes(r.tokenType) && this.fresh(r));
        return row ? { row, pkce: row.tokenHash === pkceHash } : null;
    }
    /** The pending token of an address whose code matches. */
    async findByCode(db, address, tokenTypes, code) {
        const rows = await this.otps.findByAddress(db, address, tokenTypes);
        const row = rows.find((r) => this.fresh(r) && (0, crypto_1.safeEqual)(r.codeHash, this.codeHash(r.tokenType, address, code.trim())));
        return row ? { row, pkce: false } : null;
    }
    /** A reauthentication nonce (typed code) of the user, consumed when it matches. */
    async consumeNonce(db, user, nonce) {
        const [row] = await this.otps.findForUser(db, user.id, ['reauthentication_token']);
        if (!row || !this.fresh(row) || !(0, crypto_1.safeEqual)(row.codeHash, this.codeHash(row.tokenType, row.relatesTo, nonce.trim())))
            return false;
        await this.otps.delete(db, row.id);
        return true;
    }
    /** Stores a PKCE flow for a mail about to be sent (and drops flows too old to be finished). */
    async startFlow(db, userId, pkce, authenticationMethod) {
        if (!pkce)
            return;
        await this.otps.deleteFlowsOlderThan(db, new Date(Date.now() - this.config.AUTH_OTP_EXPIRY * 1000));
        await this.otps.createFlow(db, { userId, authCode: (0, node_crypto_1.randomUUID)(), codeChallenge: pkce.challenge, codeChallengeMethod: pkce.method, authenticationMethod });
    }
    /** Sign-up confirmation: token (+ PKCE flow) and mail, inside the caller's transaction. */
    async sendConfirmation(db, user, pkce, redirectTo) {
        await this.startFlow(db, user.id, pkce, 'email/signup');
        const otp = await this.issue(db, { user, kind: 'signup', address: user.email, pkce: !!pkce, redirectTo });
        await this.send('signup', user.email, otp);
    }
    /**
     * Starts (or repeats) an e-mail change: the new address gets a link; with AUTH_SECURE_EMAIL_CHANGE
     * the current, confirmed address gets one too and both must be followed.
     */
    async sendEmailChange(db, user, newEmail, pkce, redirectTo) {
        await this.users.update(user.id, { emailChange: newEmail, emailChangeConfirmStatus: 0 }, db);
        await this.startFlow(db, user.id, pkce, 'email_change');
        const toNew = await this.issue(db, { user, kind: 'email_change_new', address: newEmail, pkce: !!pkce, redirectTo });
        await this.send('email_change_new', newEmail, toNew, newEmail);
        if (this.config.AUTH_SECURE_EMAIL_CHANGE && user.email && user.emailConfirmedAt) {
            const toCurrent = await this.issue(db, { user, kind: 'email_change_current', address: user.email, pkce: !!pkce, redirectTo });
            await this.send('email_change_current', user.email, toCurrent, newEmail);
        }
        else {
            await this.otps.deleteForUser(db, user.id, ['email_change_token_current']);
        }
    }
};
exports.AuthMailerService = AuthMailerService;
exports.AuthMailerService = AuthMailerService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, mail_service_1.MailService,
        auth_otp_repository_1.AuthOtpRepository,
        auth_user_repository_1.AuthUserRepository])
], AuthMailerService);
//# sourceMappingURL=auth-mailer.service.js.map