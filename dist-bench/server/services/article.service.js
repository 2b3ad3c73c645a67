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
exports.ArticleService = exports.DELETED_AUTHOR = void 0;
exports.mapAuthor = mapAuthor;
exports.mapArticleSummary = mapArticleSummary;
exports.mapArticleDetail = mapArticleDetail;
// The public articles: published ones only (published_at set and come), newest first, each with
// its photo and author. An author whose account was deleted shows as "Zmazaný člen".
const common_1 = require("@nestjs/common");
const markdown_1 = require("../common/markdown");
const slug_1 = require("../domain/slug");
const page_dto_1 = require("../dtos/page.dto");
const article_repository_1 = require("../repositories/article.repository");
const content_shared_1 = require("./content-shared");
/** How the public sees the author of an article whose member account was deleted (or is gone). */
exports.DELETED_AUTHOR = Object.freeze({ id: null, first_name: 'Zmazaný', last_name: 'člen', avatar_url: null, username: null });
function mapAuthor(author) {
    if (!author || author.deletedAt)
        return { ...exports.DELETED_AUTHOR };
    return { id: author.id, first_name: author.firstName, last_name: author.lastName, avatar_url: author.avatarUrl, username: author.username };
}
function mapArticleSummary(row) {
    return {
        id: row.id,
        title: row.title,
        description: row.description,
        slug: row.slug,
        photo: row.photo ? { src: row.photo.src, alt: row.photo.alt } : null,
        published_at: (0, content_shared_1.isoOrNull)(row.publishedAt),
        file_name: row.fileName,
        locale_code: row.localeCode,
        created_at: (0, content_shared_1.iso)(row.createdAt),
        updated_at: (0, content_shared_1.iso)(row.updatedAt),
        _embedded: { author: mapAuthor(row.author) },
    };
}
function mapArticleDetail(row) {
    return { ...mapArticleSummary(row), body_html: (0, markdown_1.renderMarkdown)(row.body) };
}
let ArticleService = class ArticleService {
    articles;
    constructor(articles) {
        this.articles = articles;
    }
    async listArticles(query) {
        const { rows, total } = await this.articles.listPublished(new Date(), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapArticleSummary), total };
    }
    /** A published article; drafts, scheduled and unknown slugs are all 404. */
    async getArticle(slug) {
        const row = (0, slug_1.isSlug)(slug) ? await this.articles.findPublishedBySlug(slug, new Date()) : null;
        if (!row)
            throw (0, content_shared_1.notFound)('errors.article_not_found', 'Article');
        return { v: mapArticleDetail(row) };
    }
};
exports.ArticleService = ArticleService;
exports.ArticleService = ArticleService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [article_repository_1.ArticleRepository])
], ArticleService);
//# sourceMappingURL=article.service.js.map