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
exports.SiteSettingAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const site_setting_dto_1 = require("../dtos/site-setting.dto");
const site_setting_service_1 = require("../services/site-setting.service");
let SiteSettingAdminController = class SiteSettingAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** The settings as staff set them (contact_email null = the configured address). */
    getSiteSettingsAdmin() {
        return this.service.getSiteSettingsAdmin();
    }
    /** Replaces every setting at once: each key must be present, null clears it. */
    updateSiteSettingsAdmin(body) {
        return this.service.updateSiteSettingsAdmin(body);
    }
};
exports.SiteSettingAdminController = SiteSettingAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: site_setting_dto_1.SiteSettingsAdminResponseDto }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SiteSettingAdminController.prototype, "getSiteSettingsAdmin", null);
__decorate([
    (0, common_1.Put)(),
    (0, swagger_1.ApiOkResponse)({ type: site_setting_dto_1.SiteSettingsAdminResponseDto }),
    (0, swagger_1.ApiBadRequestResponse)({ description: 'errors.validation: a missing key, a URL that is not https, a bad e-mail address' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [site_setting_dto_1.UpdateSiteSettingsDto]),
    __metadata("design:returntype", Promise)
], SiteSettingAdminController.prototype, "updateSiteSettingsAdmin", null);
exports.SiteSettingAdminController = SiteSettingAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: site settings'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/site-settings'),
    __metadata("design:paramtypes", [site_setting_service_1.SiteSettingService])
], SiteSettingAdminController);
//# sourceMappingURL=site-setting-admin.controller.js.map