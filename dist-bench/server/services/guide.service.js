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
exports.GuideService = void 0;
// The guide (/poradna): published entries with their category in the staff's order, one entry
// with its body, and their management (content: full).
const common_1 = require("@nestjs/common");
const markdown_1 = require("../common/markdown");
const slug_1 = require("../domain/slug");
const page_dto_1 = require("../dtos/page.dto");
const guide_repository_1 = require("../repositories/guide.repository");
const content_shared_1 = require("./content-shared");
const guideNotFound = () => (0, content_shared_1.notFound)('errors.guide_entry_not_found', 'Guide entry');
function mapGuideSummary(row) {
    return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        category: row.category,
        sort_order: row.sortOrder,
        published_at: (0, content_shared_1.isoOrNull)(row.publishedAt),
        updated_at: (0, content_shared_1.iso)(row.updatedAt),
    };
}
function mapGuideAdmin(row) {
    return { ...mapGuideSummary(row), body: row.body, created_at: (0, content_shared_1.iso)(row.createdAt) };
}
const toWrite = (dto) => ({
    title: dto.title,
    summary: dto.summary,
    body: dto.body,
    category: dto.category,
    sortOrder: dto.sort_order,
    publishedAt: (0, content_shared_1.toDate)(dto.published_at),
});
let GuideService = class GuideService {
    guide;
    constructor(guide) {
        this.guide = guide;
    }
    /** Published entries (a page holds up to 100: the whole guide by default). */
    async listGuide(query) {
        const { rows, total } = await this.guide.listPublished(new Date(), (0, page_dto_1.pageWindow)(query, page_dto_1.MAX_PER_PAGE));
        return { v: rows.map(mapGuideSummary), total };
    }
    async getGuideEntry(slug) {
        const row = (0, slug_1.isSlug)(slug) ? await this.guide.findPublishedBySlug(slug, new Date()) : null;
        if (!row)
            throw guideNotFound();
        return { v: { ...mapGuideSummary(row), body_html: (0, markdown_1.renderMarkdown)(row.body) } };
    }
    async listGuideAdmin(query) {
        const { rows, total } = await this.guide.listForAdmin((0, content_shared_1.listSort)(query, 'sort_order', 'asc'), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapGuideAdmin), total };
    }
    async getGuideEntryAdmin(id) {
        const row = await this.guide.findById(id);
        if (!row)
            throw guideNotFound();
        return { v: mapGuideAdmin(row) };
    }
    async createGuideEntryAdmin(dto) {
        const slug = await (0, content_shared_1.chooseSlug)(dto.slug, dto.title, (s) => this.guide.slugTaken(s));
        const row = await (0, content_shared_1.writeWithSlug)(slug, () => this.guide.create({ ...toWrite(dto), title: dto.title, slug }));
        return { v: mapGuideAdmin(row) };
    }
    async updateGuideEntryAdmin(id, dto) {
        if (!(await this.guide.findById(id)))
            throw guideNotFound();
        if (dto.slug !== undefined && (await this.guide.slugTaken(dto.slug, id)))
            throw (0, content_shared_1.slugTaken)(dto.slug);
        const row = await (0, content_shared_1.writeWithSlug)(dto.slug ?? '', () => this.guide.update(id, { ...toWrite(dto), slug: dto.slug }));
        return { v: mapGuideAdmin(row) };
    }
    async deleteGuideEntryAdmin(id) {
        if (!(await this.guide.delete(id)))
            throw guideNotFound();
    }
};
exports.GuideService = GuideService;
exports.GuideService = GuideService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [guide_repository_1.GuideRepository])
], GuideService);
//# sourceMappingURL=guide.service.js.map