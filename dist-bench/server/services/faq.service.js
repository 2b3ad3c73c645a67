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
exports.FaqService = void 0;
// The FAQ: published entries in the staff's order, and their management (content: full).
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const markdown_1 = require("../common/markdown");
const page_dto_1 = require("../dtos/page.dto");
const faq_repository_1 = require("../repositories/faq.repository");
const content_shared_1 = require("./content-shared");
const faqNotFound = () => (0, content_shared_1.notFound)('errors.faq_entry_not_found', 'FAQ entry');
function mapFaqEntryAdmin(row) {
    return {
        id: row.id,
        question: row.question,
        answer: row.answer,
        sort_order: row.sortOrder,
        published: row.published,
        created_at: (0, content_shared_1.iso)(row.createdAt),
        updated_at: (0, content_shared_1.iso)(row.updatedAt),
    };
}
let FaqService = class FaqService {
    faq;
    constructor(faq) {
        this.faq = faq;
    }
    /** Published entries, by sort_order (a page holds up to 100: the whole FAQ by default). */
    async listFaq(query) {
        const { rows, total } = await this.faq.listPublished((0, page_dto_1.pageWindow)(query, page_dto_1.MAX_PER_PAGE));
        return { v: rows.map((r) => ({ id: r.id, question: r.question, answer_html: (0, markdown_1.renderMarkdown)(r.answer), sort_order: r.sortOrder })), total };
    }
    async listFaqAdmin(query) {
        const { rows, total } = await this.faq.listForAdmin((0, content_shared_1.listSort)(query, 'sort_order', 'asc'), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapFaqEntryAdmin), total };
    }
    async getFaqEntryAdmin(id) {
        const row = await this.faq.findById(id);
        if (!row)
            throw faqNotFound();
        return { v: mapFaqEntryAdmin(row) };
    }
    async createFaqEntryAdmin(dto) {
        const sortOrder = dto.sort_order ?? (await this.faq.nextSortOrder());
        const row = await this.faq.create({ question: dto.question, answer: dto.answer, sortOrder, published: dto.published ?? false });
        return { v: mapFaqEntryAdmin(row) };
    }
    async updateFaqEntryAdmin(id, dto) {
        if (!(await this.faq.findById(id)))
            throw faqNotFound();
        const row = await this.faq.update(id, { question: dto.question, answer: dto.answer, sortOrder: dto.sort_order, published: dto.published });
        return { v: mapFaqEntryAdmin(row) };
    }
    async deleteFaqEntryAdmin(id) {
        if (!(await this.faq.delete(id)))
            throw faqNotFound();
    }
    /** Puts the listed entries in the given order (one transaction); every id must exist. */
    async reorderFaqAdmin(dto) {
        const missing = await this.faq.reorder(dto.ids);
        if (missing.length)
            throw new api_error_1.ApiError(400, 'errors.faq_entry_not_found', `Unknown FAQ entries: ${missing.join(', ')}`);
        const rows = await this.faq.listAll();
        return { v: rows.map(mapFaqEntryAdmin), total: rows.length };
    }
};
exports.FaqService = FaqService;
exports.FaqService = FaqService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [faq_repository_1.FaqRepository])
], FaqService);
//# sourceMappingURL=faq.service.js.map