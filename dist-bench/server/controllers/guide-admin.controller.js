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
exports.GuideAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const guide_dto_1 = require("../dtos/guide.dto");
const guide_service_1 = require("../services/guide.service");
let GuideAdminController = class GuideAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    listGuideAdmin(query) {
        return this.service.listGuideAdmin(query);
    }
    getGuideEntryAdmin(id) {
        return this.service.getGuideEntryAdmin(id);
    }
    createGuideEntryAdmin(body) {
        return this.service.createGuideEntryAdmin(body);
    }
    updateGuideEntryAdmin(id, body) {
        return this.service.updateGuideEntryAdmin(id, body);
    }
    deleteGuideEntryAdmin(id) {
        return this.service.deleteGuideEntryAdmin(id);
    }
};
exports.GuideAdminController = GuideAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: guide_dto_1.GuideEntryAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [guide_dto_1.GuideAdminQueryDto]),
    __metadata("design:returntype", Promise)
], GuideAdminController.prototype, "listGuideAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: guide_dto_1.GuideEntryAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.guide_entry_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GuideAdminController.prototype, "getGuideEntryAdmin", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiCreatedResponse)({ type: guide_dto_1.GuideEntryAdminResponseDto }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [guide_dto_1.CreateGuideEntryDto]),
    __metadata("design:returntype", Promise)
], GuideAdminController.prototype, "createGuideEntryAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: guide_dto_1.GuideEntryAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.guide_entry_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, guide_dto_1.UpdateGuideEntryDto]),
    __metadata("design:returntype", Promise)
], GuideAdminController.prototype, "updateGuideEntryAdmin", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.guide_entry_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GuideAdminController.prototype, "deleteGuideEntryAdmin", null);
exports.GuideAdminController = GuideAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: guide'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/guide'),
    __metadata("design:paramtypes", [guide_service_1.GuideService])
], GuideAdminController);
//# sourceMappingURL=guide-admin.controller.js.map