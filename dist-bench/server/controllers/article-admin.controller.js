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
exports.ArticleAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const article_dto_1 = require("../dtos/article.dto");
const article_admin_service_1 = require("../services/article-admin.service");
let ArticleAdminController = class ArticleAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Every article, drafts included. */
    listArticlesAdmin(query) {
        return this.service.listArticlesAdmin(query);
    }
    getArticleAdmin(id) {
        return this.service.getArticleAdmin(id);
    }
    /** Creates an article; the slug comes from the title when absent, the author defaults to the caller. */
    createArticleAdmin(user, body) {
        return this.service.createArticleAdmin(user, body);
    }
    /** Changes the given fields; null clears a nullable one (published_at null = back to draft). */
    updateArticleAdmin(id, body) {
        return this.service.updateArticleAdmin(id, body);
    }
    deleteArticleAdmin(id) {
        return this.service.deleteArticleAdmin(id);
    }
};
exports.ArticleAdminController = ArticleAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: article_dto_1.ArticleAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [article_dto_1.ArticleAdminQueryDto]),
    __metadata("design:returntype", Promise)
], ArticleAdminController.prototype, "listArticlesAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: article_dto_1.ArticleAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.article_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ArticleAdminController.prototype, "getArticleAdmin", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiCreatedResponse)({ type: article_dto_1.ArticleAdminResponseDto }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, article_dto_1.CreateArticleDto]),
    __metadata("design:returntype", Promise)
], ArticleAdminController.prototype, "createArticleAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: article_dto_1.ArticleAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.article_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.slug_taken' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, article_dto_1.UpdateArticleDto]),
    __metadata("design:returntype", Promise)
], ArticleAdminController.prototype, "updateArticleAdmin", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.article_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ArticleAdminController.prototype, "deleteArticleAdmin", null);
exports.ArticleAdminController = ArticleAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: articles'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/articles'),
    __metadata("design:paramtypes", [article_admin_service_1.ArticleAdminService])
], ArticleAdminController);
//# sourceMappingURL=article-admin.controller.js.map