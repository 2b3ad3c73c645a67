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
exports.ArticleController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const article_dto_1 = require("../dtos/article.dto");
const page_dto_1 = require("../dtos/page.dto");
const article_service_1 = require("../services/article.service");
let ArticleController = class ArticleController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Published articles, newest first. */
    listArticles(query) {
        return this.service.listArticles(query);
    }
    /** A published article with its body as sanitised HTML. */
    getArticle(slug) {
        return this.service.getArticle(slug);
    }
};
exports.ArticleController = ArticleController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: article_dto_1.ArticleListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], ArticleController.prototype, "listArticles", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(':slug'),
    (0, swagger_1.ApiOkResponse)({ type: article_dto_1.ArticleResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.article_not_found: no published article has this slug' }),
    __param(0, (0, common_1.Param)('slug')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ArticleController.prototype, "getArticle", null);
exports.ArticleController = ArticleController = __decorate([
    (0, swagger_1.ApiTags)('articles'),
    (0, common_1.Controller)('api/articles'),
    __metadata("design:paramtypes", [article_service_1.ArticleService])
], ArticleController);
//# sourceMappingURL=article.controller.js.map