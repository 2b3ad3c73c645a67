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
exports.MailService = exports.MailNotConfiguredError = void 0;
const common_1 = require("@nestjs/common");
const nodemailer_1 = __importDefault(require("nodemailer"));
const config_module_1 = require("../config/config.module");
const local_smtp_1 = require("./local-smtp");
/** Raised when there is no mail server to send to (no SMTP_URL and no local MailDev). */
class MailNotConfiguredError extends Error {
    name = 'MailNotConfiguredError';
}
exports.MailNotConfiguredError = MailNotConfiguredError;
/**
 * Outgoing mail through nodemailer: to SMTP_URL, else to the MailDev the server started locally.
 * `send` resolves once the SMTP server accepted the message and rejects when it did not.
 */
let MailService = class MailService {
    config;
    transporter;
    transporterUrl;
    constructor(config) {
        this.config = config;
    }
    transport() {
        const url = this.config.SMTP_URL ?? (0, local_smtp_1.getLocalSmtpUrl)();
        if (!url)
            throw new MailNotConfiguredError('no mail server: set SMTP_URL (or let the server start MailDev)');
        if (!this.transporter || this.transporterUrl !== url) {
            this.transporter?.close();
            // Short timeouts: a request waiting on a dead mail server must fail, not hang.
            this.transporter = nodemailer_1.default.createTransport({ url, connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 10_000 });
            this.transporterUrl = url;
        }
        return this.transporter;
    }
    async send(message) {
        await this.transport().sendMail({ from: this.config.MAIL_FROM, ...message });
    }
    onModuleDestroy() {
        this.transporter?.close();
    }
};
exports.MailService = MailService;
exports.MailService = MailService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object])
], MailService);
//# sourceMappingURL=mail.service.js.map