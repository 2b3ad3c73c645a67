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
exports.SiteSettingService = void 0;
// The site settings: social links (https URLs) and the club's contact address, which falls back to
// the configured CONTACT_EMAIL. Staff replace the whole object at once.
const common_1 = require("@nestjs/common");
const config_module_1 = require("../config/config.module");
const site_setting_dto_1 = require("../dtos/site-setting.dto");
const site_setting_repository_1 = require("../repositories/site-setting.repository");
const content_shared_1 = require("./content-shared");
const asText = (value) => (typeof value === 'string' && value !== '' ? value : null);
/** The stored links object read defensively: only known networks with a string value. */
function socialLinks(stored) {
    const map = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
    return Object.fromEntries(site_setting_dto_1.SOCIAL_KEYS.map((k) => [k, asText(map[k])]));
}
let SiteSettingService = class SiteSettingService {
    config;
    settings;
    constructor(config, settings) {
        this.config = config;
        this.settings = settings;
    }
    /** The club's contact address: the staff's setting, else CONTACT_EMAIL. */
    async contactEmail() {
        return asText(await this.settings.findContactEmail()) ?? this.config.CONTACT_EMAIL;
    }
    async getSiteSettings() {
        const stored = await this.settings.find();
        return { v: { ...socialLinks(stored.socialLinks), contact_email: asText(stored.contactEmail) ?? this.config.CONTACT_EMAIL } };
    }
    async getSiteSettingsAdmin() {
        const stored = await this.settings.find();
        return {
            v: {
                ...socialLinks(stored.socialLinks),
                contact_email: asText(stored.contactEmail),
                default_contact_email: this.config.CONTACT_EMAIL,
                updated_at: (0, content_shared_1.isoOrNull)(stored.updatedAt),
            },
        };
    }
    async updateSiteSettingsAdmin(dto) {
        const links = Object.fromEntries(site_setting_dto_1.SOCIAL_KEYS.flatMap((k) => (dto[k] === null ? [] : [[k, dto[k]]])));
        await this.settings.replace(links, dto.contact_email);
        return this.getSiteSettingsAdmin();
    }
};
exports.SiteSettingService = SiteSettingService;
exports.SiteSettingService = SiteSettingService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, site_setting_repository_1.SiteSettingRepository])
], SiteSettingService);
//# sourceMappingURL=site-setting.service.js.map