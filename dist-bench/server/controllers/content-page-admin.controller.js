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
exports.ContentPageAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const content_page_dto_1 = require("../dtos/content-page.dto");
const content_page_service_1 = require("../services/content-page.service");
let ContentPageAdminController = class ContentPageAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    listPagesAdmin(query) {
        return this.service.listPagesAdmin(query);
    }
    getPageAdmin(id) {
        return this.service.getPageAdmin(id);
    }
    createPageAdmin(body) {
        return this.service.createPageAdmin(body);
    }
    updatePageAdmin(id, body) {
        return this.service.updatePageAdmin(id, body);
    }
    deletePageAdmin(id) {
        return this.service.deletePageAdmin(id);
    }
};
exports.ContentPageAdminController = ContentPageAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: content_page_dto_1.ContentPageAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [content_page_dto_1.ContentPageAdminQueryDto]),
    __metadata("design:returntype", Promise)
], ContentPageAdminController.prototype, "listPagesAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: content_page_dto_1.ContentPageAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.page_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ContentPageAdminController.prototype, "getPageAdmin", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiCreatedResponse)({ type: content_page_dto_1.ContentPageAdminResponseDto }),
    (0, swagger_1.ApiBadRequestResponse)({ description: 'errors.validation, errors.slug_reserved (the slug of a screen of the site)' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [content_page_dto_1.CreateContentPageDto]),
    __metadata("design:returntype", Promise)
], ContentPageAdminController.prototype, "createPageAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: content_page_dto_1.ContentPageAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.page_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, content_page_dto_1.UpdateContentPageDto]),
    __metadata("design:returntype", Promise)
], ContentPageAdminController.prototype, "updatePageAdmin", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.page_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ContentPageAdminController.prototype, "deletePageAdmin", null);
exports.ContentPageAdminController = ContentPageAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: pages'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/pages'),
    __metadata("design:paramtypes", [content_page_service_1.ContentPageService])
], ContentPageAdminController);
//# sourceMappingURL=content-page-admin.controller.js.map