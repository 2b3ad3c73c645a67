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
exports.RedirectAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const redirect_dto_1 = require("../dtos/redirect.dto");
const redirect_service_1 = require("../services/redirect.service");
const BAD_RULE = 'errors.validation (not a local path), errors.path_invalid (dot segments), errors.path_reserved (not a page), errors.redirect_loop';
let RedirectAdminController = class RedirectAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    listRedirectsAdmin(query) {
        return this.service.listRedirectsAdmin(query);
    }
    getRedirectAdmin(id) {
        return this.service.getRedirectAdmin(id);
    }
    createRedirectAdmin(body) {
        return this.service.createRedirectAdmin(body);
    }
    updateRedirectAdmin(id, body) {
        return this.service.updateRedirectAdmin(id, body);
    }
    deleteRedirectAdmin(id) {
        return this.service.deleteRedirectAdmin(id);
    }
};
exports.RedirectAdminController = RedirectAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: redirect_dto_1.RedirectListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [redirect_dto_1.RedirectAdminQueryDto]),
    __metadata("design:returntype", Promise)
], RedirectAdminController.prototype, "listRedirectsAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: redirect_dto_1.RedirectResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.redirect_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], RedirectAdminController.prototype, "getRedirectAdmin", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiCreatedResponse)({ type: redirect_dto_1.RedirectResponseDto }),
    (0, swagger_1.ApiBadRequestResponse)({ description: BAD_RULE }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.redirect_exists' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [redirect_dto_1.CreateRedirectDto]),
    __metadata("design:returntype", Promise)
], RedirectAdminController.prototype, "createRedirectAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: redirect_dto_1.RedirectResponseDto }),
    (0, swagger_1.ApiBadRequestResponse)({ description: BAD_RULE }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.redirect_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.redirect_exists' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, redirect_dto_1.UpdateRedirectDto]),
    __metadata("design:returntype", Promise)
], RedirectAdminController.prototype, "updateRedirectAdmin", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.redirect_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], RedirectAdminController.prototype, "deleteRedirectAdmin", null);
exports.RedirectAdminController = RedirectAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: redirects'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/redirects'),
    __metadata("design:paramtypes", [redirect_service_1.RedirectService])
], RedirectAdminController);
//# sourceMappingURL=redirect-admin.controller.js.map