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
exports.ArticleAdminService = void 0;
exports.mapArticleAdmin = mapArticleAdmin;
// Staff management of articles (content: full). Slugs are unique (409 errors.slug_taken) and made
// from the title when not given; the author defaults to the signed-in staff member; a referenced
// photo or author must exist (400).
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const page_dto_1 = require("../dtos/page.dto");
const article_repository_1 = require("../repositories/article.repository");
const gallery_repository_1 = require("../repositories/gallery.repository");
const profile_repository_1 = require("../repositories/profile.repository");
const article_service_1 = require("./article.service");
const content_shared_1 = require("./content-shared");
function mapArticleAdmin(row) {
    return { ...(0, article_service_1.mapArticleSummary)(row), body: row.body, photo_id: row.photoId, author_id: row.authorId };
}
const articleNotFound = () => (0, content_shared_1.notFound)('errors.article_not_found', 'Article');
let ArticleAdminService = class ArticleAdminService {
    articles;
    gallery;
    profiles;
    constructor(articles, gallery, profiles) {
        this.articles = articles;
        this.gallery = gallery;
        this.profiles = profiles;
    }
    async listArticlesAdmin(query) {
        const { rows, total } = await this.articles.listForAdmin((0, content_shared_1.listSort)(query, 'created_at', 'desc'), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapArticleAdmin), total };
    }
    async getArticleAdmin(id) {
        const row = await this.articles.findById(id);
        if (!row)
            throw articleNotFound();
        return { v: mapArticleAdmin(row) };
    }
    async createArticleAdmin(user, dto) {
        const data = await this.checkedWrite(dto);
        const slug = await (0, content_shared_1.chooseSlug)(dto.slug, dto.title, (s) => this.articles.slugTaken(s));
        const row = await (0, content_shared_1.writeWithSlug)(slug, () => this.articles.create({ ...data, title: dto.title, slug, authorId: dto.author_id ?? user.id }));
        return { v: mapArticleAdmin(row) };
    }
    async updateArticleAdmin(id, dto) {
        if (!(await this.articles.findById(id)))
            throw articleNotFound();
        const data = await this.checkedWrite(dto);
        if (dto.slug !== undefined && (await this.articles.slugTaken(dto.slug, id)))
            throw (0, content_shared_1.slugTaken)(dto.slug);
        const row = await (0, content_shared_1.writeWithSlug)(dto.slug ?? '', () => this.articles.update(id, { ...data, title: dto.title, slug: dto.slug }));
        return { v: mapArticleAdmin(row) };
    }
    async deleteArticleAdmin(id) {
        if (!(await this.articles.delete(id)))
            throw articleNotFound();
    }
    /** The stored fields of a create/update body, after checking what it refers to. */
    async checkedWrite(dto) {
        if (dto.photo_id && !(await this.gallery.photoExists(dto.photo_id)))
            throw new api_error_1.ApiError(400, 'errors.photo_not_found', 'No photo has this id');
        if (dto.author_id) {
            const author = await this.profiles.findAccess(dto.author_id);
            if (!author || author.deletedAt)
                throw new api_error_1.ApiError(400, 'errors.author_not_found', 'No member has this id');
        }
        return {
            description: dto.description,
            body: dto.body,
            photoId: dto.photo_id,
            publishedAt: (0, content_shared_1.toDate)(dto.published_at),
            authorId: dto.author_id,
            fileName: dto.file_name,
        };
    }
};
exports.ArticleAdminService = ArticleAdminService;
exports.ArticleAdminService = ArticleAdminService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [article_repository_1.ArticleRepository,
        gallery_repository_1.GalleryRepository,
        profile_repository_1.ProfileRepository])
], ArticleAdminService);
//# sourceMappingURL=article-admin.service.js.map