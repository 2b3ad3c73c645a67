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
var ContactService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.ContactService = exports.CONTACT_RATE_LIMIT = void 0;
// The contact form. The message goes only to the club's own address (site setting, else
// CONTACT_EMAIL), never to an address from the request: the visitor's address is only the
// Reply-To, so the form cannot relay mail. Each message is stored first (the staff can read it
// even when mail fails) and counts against a per-IP budget of 5 an hour; the IP is kept only as a
// keyed hash. A filled honeypot field is answered like a success and dropped.
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const jwt_secret_1 = require("../auth/jwt-secret");
const api_error_1 = require("../common/api-error");
const config_module_1 = require("../config/config.module");
const page_dto_1 = require("../dtos/page.dto");
const mail_service_1 = require("../mail/mail.service");
const contact_repository_1 = require("../repositories/contact.repository");
const content_shared_1 = require("./content-shared");
const site_setting_service_1 = require("./site-setting.service");
/** Messages one IP address may send per window. */
exports.CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 3600 };
const RECEIVED = { v: { received: true } };
function mapContactMessage(row) {
    return { id: row.id, name: row.name, email: row.email, subject: row.subject, message: row.message, created_at: (0, content_shared_1.iso)(row.createdAt) };
}
let ContactService = ContactService_1 = class ContactService {
    config;
    contacts;
    settings;
    mail;
    logger = new common_1.Logger(ContactService_1.name);
    ipKey;
    constructor(config, contacts, settings, mail) {
        this.config = config;
        this.contacts = contacts;
        this.settings = settings;
        this.mail = mail;
    }
    async sendContactMessage(dto, ip) {
        if (dto.website?.trim())
            return RECEIVED;
        const message = { name: dto.name.trim(), email: dto.email.trim(), subject: dto.subject?.trim() || null, message: dto.message.trim() };
        const stored = await this.contacts.createWithinLimit({ ...message, ipHash: this.ipHash(ip) }, exports.CONTACT_RATE_LIMIT.limit, exports.CONTACT_RATE_LIMIT.windowSeconds);
        if (!stored)
            throw new api_error_1.ApiError(429, 'errors.too_many_requests', 'Too many messages from your address: try again in an hour');
        const to = await this.settings.contactEmail();
        try {
            await this.mail.send({
                to,
                replyTo: { name: message.name, address: message.email },
                subject: `[${this.config.SITE_NAME}] ${message.subject ?? 'Správa z kontaktného formulára'}`,
                text: [
                    `Nová správa z kontaktného formulára (${this.config.PUBLIC_URL}/kontakt).`,
                    '',
                    `Meno: ${message.name}`,
                    `E-mail: ${message.email}`,
                    `Predmet: ${message.subject ?? '—'}`,
                    '',
                    message.message,
                    '',
                    '—',
                    `Odpoveď na tento e-mail pôjde odosielateľovi (${message.email}).`,
                ].join('\n'),
            });
        }
        catch (err) {
            // Stored already: staff see it in the console even though the mail did not go out.
            this.logger.error(`contact message ${stored.id} stored but not mailed: ${String(err)}`);
        }
        return RECEIVED;
    }
    async listContactMessagesAdmin(query) {
        const { rows, total } = await this.contacts.listForAdmin((0, content_shared_1.listSort)(query, 'created_at', 'desc'), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapContactMessage), total };
    }
    async getContactMessageAdmin(id) {
        const row = await this.contacts.findById(id);
        if (!row)
            throw (0, content_shared_1.notFound)('errors.contact_message_not_found', 'Message');
        return { v: mapContactMessage(row) };
    }
    /** A keyed hash of the address: the same secret on every server process, so they share the limit. */
    ipHash(ip) {
        this.ipKey ??= `contact-ip:${(0, jwt_secret_1.resolveJwtSecret)(this.config)}`;
        return (0, node_crypto_1.createHmac)('sha256', this.ipKey).update(ip).digest('hex');
    }
};
exports.ContactService = ContactService;
exports.ContactService = ContactService = ContactService_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, contact_repository_1.ContactRepository,
        site_setting_service_1.SiteSettingService,
        mail_service_1.MailService])
], ContactService);
//# sourceMappingURL=contact.service.js.map