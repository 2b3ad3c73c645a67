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
exports.ContentPageController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const content_page_dto_1 = require("../dtos/content-page.dto");
const content_page_service_1 = require("../services/content-page.service");
let ContentPageController = class ContentPageController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** A published content page (o-nas, pripojit-sa, ochrana-osobnych-udajov, kontakt, or any page at /{slug}). */
    getPage(slug) {
        return this.service.getPage(slug);
    }
};
exports.ContentPageController = ContentPageController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(':slug'),
    (0, swagger_1.ApiOkResponse)({ type: content_page_dto_1.ContentPageResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.page_not_found' }),
    __param(0, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ContentPageController.prototype, "getPage", null);
exports.ContentPageController = ContentPageController = __decorate([
    (0, swagger_1.ApiTags)('pages'),
    (0, common_1.Controller)('api/pages'),
    __metadata("design:paramtypes", [content_page_service_1.ContentPageService])
], ContentPageController);
//# sourceMappingURL=content-page.controller.js.map