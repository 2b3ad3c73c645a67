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
exports.FaqRepository = void 0;
// FAQ entries (table faq_entries).
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const SORT_COLUMNS = { sort_order: 'sortOrder', question: 'question', created_at: 'createdAt', updated_at: 'updatedAt' };
const listOrder = [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }];
let FaqRepository = class FaqRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    async listPublished(window) {
        const where = { published: true };
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.faqEntry.findMany({ where, orderBy: listOrder, ...window }),
            this.prisma.faqEntry.count({ where }),
        ]);
        return { rows, total };
    }
    async listForAdmin(query, window) {
        const where = query.q
            ? { OR: [{ question: { contains: query.q, mode: 'insensitive' } }, { answer: { contains: query.q, mode: 'insensitive' } }] }
            : {};
        const orderBy = [{ [SORT_COLUMNS[query.sort]]: query.order }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.faqEntry.findMany({ where, orderBy, ...window }),
            this.prisma.faqEntry.count({ where }),
        ]);
        return { rows, total };
    }
    findById(id) {
        return this.prisma.faqEntry.findUnique({ where: { id } });
    }
    async nextSortOrder() {
        const { _max } = await this.prisma.faqEntry.aggregate({ _max: { sortOrder: true } });
        return _max.sortOrder === null ? 0 : _max.sortOrder + 1;
    }
    create(data) {
        return this.prisma.faqEntry.create({ data });
    }
    update(id, data) {
        return this.prisma.faqEntry.update({ where: { id }, data });
    }
    async delete(id) {
        const { count } = await this.prisma.faqEntry.deleteMany({ where: { id } });
        return count === 1;
    }
    /**
     * Gives the listed entries sort_order 0, 1, 2 … in one transaction; returns the ids that do not
     * exist (nothing is changed then).
     */
    reorder(ids) {
        return this.prisma.$transaction(async (tx) => {
            const found = new Set((await tx.faqEntry.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((r) => r.id));
            const missing = ids.filter((id) => !found.has(id));
            if (missing.length)
                return missing;
            for (const [position, id] of ids.entries())
                await tx.faqEntry.update({ where: { id }, data: { sortOrder: position } });
            return [];
        });
    }
    listAll() {
        return this.prisma.faqEntry.findMany({ orderBy: listOrder });
    }
};
exports.FaqRepository = FaqRepository;
exports.FaqRepository = FaqRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], FaqRepository);
//# sourceMappingURL=faq.repository.js.map