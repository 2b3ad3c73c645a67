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
exports.GuideRepository = void 0;
// Guide entries (table guide_entries), the advice pages at /poradna.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const SORT_COLUMNS = {
    sort_order: 'sortOrder',
    title: 'title',
    slug: 'slug',
    category: 'category',
    published_at: 'publishedAt',
    created_at: 'createdAt',
    updated_at: 'updatedAt',
};
const published = (now) => ({ publishedAt: { not: null, lte: now } });
let GuideRepository = class GuideRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** Published entries by sort_order, then title (clients group them by category in this order). */
    async listPublished(now, window) {
        const where = published(now);
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.guideEntry.findMany({ where, orderBy: [{ sortOrder: 'asc' }, { title: 'asc' }, { id: 'asc' }], ...window }),
            this.prisma.guideEntry.count({ where }),
        ]);
        return { rows, total };
    }
    findPublishedBySlug(slug, now) {
        return this.prisma.guideEntry.findFirst({ where: { slug, ...published(now) } });
    }
    async listForAdmin(query, window) {
        const where = query.q
            ? { OR: [{ title: { contains: query.q, mode: 'insensitive' } }, { slug: { contains: query.q, mode: 'insensitive' } }, { category: { contains: query.q, mode: 'insensitive' } }] }
            : {};
        const nullable = query.sort === 'published_at' || query.sort === 'category';
        const direction = nullable ? { sort: query.order, nulls: query.order === 'asc' ? 'first' : 'last' } : query.order;
        const orderBy = [{ [SORT_COLUMNS[query.sort]]: direction }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.guideEntry.findMany({ where, orderBy, ...window }),
            this.prisma.guideEntry.count({ where }),
        ]);
        return { rows, total };
    }
    findById(id) {
        return this.prisma.guideEntry.findUnique({ where: { id } });
    }
    async slugTaken(slug, exceptId) {
        const row = await this.prisma.guideEntry.findUnique({ where: { slug }, select: { id: true } });
        return row !== null && row.id !== exceptId;
    }
    create(data) {
        return this.prisma.guideEntry.create({ data });
    }
    update(id, data) {
        return this.prisma.guideEntry.update({ where: { id }, data });
    }
    async delete(id) {
        const { count } = await this.prisma.guideEntry.deleteMany({ where: { id } });
        return count === 1;
    }
};
exports.GuideRepository = GuideRepository;
exports.GuideRepository = GuideRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], GuideRepository);
//# sourceMappingURL=guide.repository.js.map