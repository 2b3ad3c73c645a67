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
Object.defineProperty(exports, "__esModule", { value: true });
exports.SiteSettingRepository = exports.CONTACT_EMAIL_KEY = exports.SOCIAL_LINKS_KEY = void 0;
// Site settings (table site_settings, one JSON value per key): `social_links` holds an object of
// network → URL, `contact_email` a string. An absent row = unset.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
exports.SOCIAL_LINKS_KEY = 'social_links';
exports.CONTACT_EMAIL_KEY = 'contact_email';
let SiteSettingRepository = class SiteSettingRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    async find() {
        const rows = await this.prisma.siteSetting.findMany({ where: { key: { in: [exports.SOCIAL_LINKS_KEY, exports.CONTACT_EMAIL_KEY] } } });
        const value = (key) => rows.find((r) => r.key === key)?.value;
        const updatedAt = rows.reduce((latest, r) => (!latest || r.updatedAt > latest ? r.updatedAt : latest), null);
        return { socialLinks: value(exports.SOCIAL_LINKS_KEY), contactEmail: value(exports.CONTACT_EMAIL_KEY), updatedAt };
    }
    async findContactEmail() {
        return (await this.prisma.siteSetting.findUnique({ where: { key: exports.CONTACT_EMAIL_KEY } }))?.value;
    }
    /** Replaces both settings in one transaction; a null contact e-mail removes its row. */
    async replace(socialLinks, contactEmail) {
        await this.prisma.$transaction([
            this.prisma.siteSetting.upsert({ where: { key: exports.SOCIAL_LINKS_KEY }, create: { key: exports.SOCIAL_LINKS_KEY, value: socialLinks }, update: { value: socialLinks } }),
            contactEmail === null
                ? this.prisma.siteSetting.deleteMany({ where: { key: exports.CONTACT_EMAIL_KEY } })
                : this.prisma.siteSetting.upsert({ where: { key: exports.CONTACT_EMAIL_KEY }, create: { key: exports.CONTACT_EMAIL_KEY, value: contactEmail }, update: { value: contactEmail } }),
        ]);
    }
};
exports.SiteSettingRepository = SiteSettingRepository;
exports.SiteSettingRepository = SiteSettingRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], SiteSettingRepository);
//# sourceMappingURL=site-setting.repository.js.map