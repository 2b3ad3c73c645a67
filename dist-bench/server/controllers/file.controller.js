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
exports.FileController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const file_dto_1 = require("../dtos/file.dto");
const file_service_1 = require("../services/file.service");
/** Copies a download's status, headers and body onto the reply (the service decided all three). */
function send(reply, download) {
    reply.status(download.status).headers(download.headers).send(download.body ?? undefined);
}
/** Member downloads: light shows and lock chimes. */
let FileController = class FileController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Files newest first, optionally of one kind (`limit` defaults to 100, at most 500). */
    listFiles(query) {
        return this.service.listFiles(query);
    }
    getFile(id) {
        return this.service.getFile(id);
    }
    /**
     * The file's bytes: `Cache-Control: private, max-age=3600`, ETag = the SHA-256 (If-None-Match →
     * 304), single byte ranges (Range → 206, If-Range honoured), `Content-Disposition: attachment`
     * with the UTF-8 file name, or `inline` with `?inline=1` (playing a lock chime).
     */
    async downloadFile(id, query, request, reply) {
        send(reply, await this.service.downloadFile(id, query, request.headers));
    }
};
exports.FileController = FileController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: file_dto_1.FileListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [file_dto_1.FileListQueryDto]),
    __metadata("design:returntype", Promise)
], FileController.prototype, "listFiles", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: file_dto_1.FileResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.file_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], FileController.prototype, "getFile", null);
__decorate([
    (0, common_1.Get)(':id/download'),
    (0, swagger_1.ApiProduces)('audio/wav', 'audio/mpeg', 'application/zip', 'application/octet-stream'),
    (0, swagger_1.ApiHeader)({ name: 'Range', required: false, description: 'One byte range, e.g. bytes=0-1023' }),
    (0, swagger_1.ApiHeader)({ name: 'If-None-Match', required: false, description: 'The ETag of a cached copy' }),
    (0, swagger_1.ApiOkResponse)({ description: 'The whole file', schema: { type: 'string', format: 'binary' } }),
    (0, swagger_1.ApiResponse)({ status: 206, description: 'The requested byte range', schema: { type: 'string', format: 'binary' } }),
    (0, swagger_1.ApiResponse)({ status: 304, description: 'The cached copy (If-None-Match) is current' }),
    (0, swagger_1.ApiResponse)({ status: 416, description: 'errors.range_not_satisfiable' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.file_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, common_1.Req)()),
    __param(3, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, file_dto_1.FileDownloadQueryDto, Object, Object]),
    __metadata("design:returntype", Promise)
], FileController.prototype, "downloadFile", null);
exports.FileController = FileController = __decorate([
    (0, swagger_1.ApiTags)('files'),
    (0, decorators_1.Authenticated)(),
    (0, common_1.Controller)('api/files'),
    __metadata("design:paramtypes", [file_service_1.FileService])
], FileController);
//# sourceMappingURL=file.controller.js.map