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
exports.FileAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const file_dto_1 = require("../dtos/file.dto");
const file_admin_service_1 = require("../services/file-admin.service");
let FileAdminController = class FileAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    listFilesAdmin(query) {
        return this.service.listFilesAdmin(query);
    }
    getFileAdmin(id) {
        return this.service.getFileAdmin(id);
    }
    /**
     * Uploads a light show or lock chime: multipart/form-data with `kind`, `title`, optional
     * `description`, then the `file` part last (the kind decides which types and sizes are accepted,
     * checked while the file streams in).
     */
    createFileAdmin(user, request) {
        return this.service.createFileAdmin(request, user.id);
    }
    /** Changes the title or description (the file itself is replaced by uploading a new one). */
    updateFileAdmin(id, body) {
        return this.service.updateFileAdmin(id, body);
    }
    /** Deletes the row, then the stored file. */
    deleteFileAdmin(id) {
        return this.service.deleteFileAdmin(id);
    }
};
exports.FileAdminController = FileAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: file_dto_1.FileAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [file_dto_1.FileAdminQueryDto]),
    __metadata("design:returntype", Promise)
], FileAdminController.prototype, "listFilesAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: file_dto_1.FileAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.file_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], FileAdminController.prototype, "getFileAdmin", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, swagger_1.ApiBody)({ type: file_dto_1.UploadFileDto }),
    (0, swagger_1.ApiCreatedResponse)({ type: file_dto_1.FileAdminResponseDto }),
    (0, swagger_1.ApiBadRequestResponse)({ description: 'errors.validation (kind missing, unknown or after the file; title missing), errors.file_required' }),
    (0, swagger_1.ApiPayloadTooLargeResponse)({ description: 'errors.file_too_large (lock_chime over 1 MB, light_show over 50 MB), errors.payload_too_large' }),
    (0, swagger_1.ApiUnsupportedMediaTypeResponse)({ description: 'errors.unsupported_file_type, errors.unsupported_media_type (not multipart)' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Req)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], FileAdminController.prototype, "createFileAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: file_dto_1.FileAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.file_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, file_dto_1.UpdateFileAdminDto]),
    __metadata("design:returntype", Promise)
], FileAdminController.prototype, "updateFileAdmin", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.file_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], FileAdminController.prototype, "deleteFileAdmin", null);
exports.FileAdminController = FileAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: files'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/files'),
    __metadata("design:paramtypes", [file_admin_service_1.FileAdminService])
], FileAdminController);
//# sourceMappingURL=file-admin.controller.js.map