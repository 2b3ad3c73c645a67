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
exports.GuideController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const guide_dto_1 = require("../dtos/guide.dto");
const page_dto_1 = require("../dtos/page.dto");
const guide_service_1 = require("../services/guide.service");
let GuideController = class GuideController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Published guide entries with their category, in order (per_page defaults to 100). */
    listGuide(query) {
        return this.service.listGuide(query);
    }
    /** A published guide entry with its body as sanitised HTML. */
    getGuideEntry(slug) {
        return this.service.getGuideEntry(slug);
    }
};
exports.GuideController = GuideController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: guide_dto_1.GuideListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], GuideController.prototype, "listGuide", null);
__decorate([
    (0, common_1.Get)(':slug'),
    (0, swagger_1.ApiOkResponse)({ type: guide_dto_1.GuideEntryResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.guide_entry_not_found' }),
    __param(0, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GuideController.prototype, "getGuideEntry", null);
exports.GuideController = GuideController = __decorate([
    (0, swagger_1.ApiTags)('guide'),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)('api/guide'),
    __metadata("design:paramtypes", [guide_service_1.GuideService])
], GuideController);
//# sourceMappingURL=guide.controller.js.map