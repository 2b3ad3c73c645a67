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
exports.ContentPageService = exports.RESERVED_PAGE_SLUGS = void 0;
// Content pages: the public page at /{slug} (published ones only) and their staff management.
// Slugs of the site's own screens are refused for pages, since such a page could never be reached.
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const markdown_1 = require("../common/markdown");
const slug_1 = require("../domain/slug");
const page_dto_1 = require("../dtos/page.dto");
const content_page_repository_1 = require("../repositories/content-page.repository");
const content_shared_1 = require("./content-shared");
/** First path segments that belong to the site's screens, APIs and files (spec §2), never to a content page. */
exports.RESERVED_PAGE_SLUGS = new Set([
    'api', 'admin', 'auth', 'assets', 'builds', 'healthz', 'readyz', 'uzivatel', 'clanky', 'clanok', 'udalosti', 'udalost',
    'faq', 'galeria', 'poradna', 'prihlasenie', 'vytvorit-nove-heslo',
]);
const pageNotFound = () => (0, content_shared_1.notFound)('errors.page_not_found', 'Page');
function mapContentPageAdmin(row) {
    return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        body: row.body,
        published_at: (0, content_shared_1.isoOrNull)(row.publishedAt),
        created_at: (0, content_shared_1.iso)(row.createdAt),
        updated_at: (0, content_shared_1.iso)(row.updatedAt),
    };
}
let ContentPageService = class ContentPageService {
    pages;
    constructor(pages) {
        this.pages = pages;
    }
    async getPage(slug) {
        const row = (0, slug_1.isSlug)(slug) ? await this.pages.findPublishedBySlug(slug, new Date()) : null;
        if (!row)
            throw pageNotFound();
        const { id, title, description } = row;
        return { v: { id, slug: row.slug, title, description, body_html: (0, markdown_1.renderMarkdown)(row.body), published_at: (0, content_shared_1.isoOrNull)(row.publishedAt), updated_at: (0, content_shared_1.iso)(row.updatedAt) } };
    }
    async listPagesAdmin(query) {
        const { rows, total } = await this.pages.listForAdmin((0, content_shared_1.listSort)(query, 'title', 'asc'), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapContentPageAdmin), total };
    }
    async getPageAdmin(id) {
        const row = await this.pages.findById(id);
        if (!row)
            throw pageNotFound();
        return { v: mapContentPageAdmin(row) };
    }
    async createPageAdmin(dto) {
        if (dto.slug !== undefined)
            assertNotReserved(dto.slug);
        // A title that makes a reserved slug ("FAQ") gets a numbered one ("faq-2").
        const slug = await (0, content_shared_1.chooseSlug)(dto.slug, dto.title, async (s) => exports.RESERVED_PAGE_SLUGS.has(s) || (await this.pages.slugTaken(s)));
        const row = await (0, content_shared_1.writeWithSlug)(slug, () => this.pages.create({ title: dto.title, slug, description: dto.description, body: dto.body, publishedAt: (0, content_shared_1.toDate)(dto.published_at) }));
        return { v: mapContentPageAdmin(row) };
    }
    async updatePageAdmin(id, dto) {
        if (!(await this.pages.findById(id)))
            throw pageNotFound();
        if (dto.slug !== undefined) {
            assertNotReserved(dto.slug);
            if (await this.pages.slugTaken(dto.slug, id))
                throw (0, content_shared_1.slugTaken)(dto.slug);
        }
        const row = await (0, content_shared_1.writeWithSlug)(dto.slug ?? '', () => this.pages.update(id, { title: dto.title, slug: dto.slug, description: dto.description, body: dto.body, publishedAt: (0, content_shared_1.toDate)(dto.published_at) }));
        return { v: mapContentPageAdmin(row) };
    }
    async deletePageAdmin(id) {
        if (!(await this.pages.delete(id)))
            throw pageNotFound();
    }
};
exports.ContentPageService = ContentPageService;
exports.ContentPageService = ContentPageService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [content_page_repository_1.ContentPageRepository])
], ContentPageService);
function assertNotReserved(slug) {
    if (exports.RESERVED_PAGE_SLUGS.has(slug))
        throw new api_error_1.ApiError(400, 'errors.slug_reserved', `/${slug} is a screen of the site, not a content page`);
}
//# sourceMappingURL=content-page.service.js.map