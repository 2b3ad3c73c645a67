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
exports.SiteSettingController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const site_setting_dto_1 = require("../dtos/site-setting.dto");
const site_setting_service_1 = require("../services/site-setting.service");
let SiteSettingController = class SiteSettingController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** The club's social links (null when not set) and contact e-mail. */
    getSiteSettings() {
        return this.service.getSiteSettings();
    }
};
exports.SiteSettingController = SiteSettingController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: site_setting_dto_1.SiteSettingsResponseDto }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SiteSettingController.prototype, "getSiteSettings", null);
exports.SiteSettingController = SiteSettingController = __decorate([
    (0, swagger_1.ApiTags)('site settings'),
    (0, common_1.Controller)('api/site-settings'),
    __metadata("design:paramtypes", [site_setting_service_1.SiteSettingService])
], SiteSettingController);
//# sourceMappingURL=site-setting.controller.js.map