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
exports.ContentPageRepository = void 0;
// Content pages (table content_pages), shown at /{slug}.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const SORT_COLUMNS = {
    title: 'title',
    slug: 'slug',
    published_at: 'publishedAt',
    created_at: 'createdAt',
    updated_at: 'updatedAt',
};
let ContentPageRepository = class ContentPageRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    findPublishedBySlug(slug, now) {
        return this.prisma.contentPage.findFirst({ where: { slug, publishedAt: { not: null, lte: now } } });
    }
    async listForAdmin(query, window) {
        const where = query.q
            ? { OR: [{ title: { contains: query.q, mode: 'insensitive' } }, { slug: { contains: query.q, mode: 'insensitive' } }] }
            : {};
        const direction = query.sort === 'published_at' ? { sort: query.order, nulls: query.order === 'asc' ? 'first' : 'last' } : query.order;
        const orderBy = [{ [SORT_COLUMNS[query.sort]]: direction }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.contentPage.findMany({ where, orderBy, ...window }),
            this.prisma.contentPage.count({ where }),
        ]);
        return { rows, total };
    }
    findById(id) {
        return this.prisma.contentPage.findUnique({ where: { id } });
    }
    async slugTaken(slug, exceptId) {
        const row = await this.prisma.contentPage.findUnique({ where: { slug }, select: { id: true } });
        return row !== null && row.id !== exceptId;
    }
    create(data) {
        return this.prisma.contentPage.create({ data });
    }
    update(id, data) {
        return this.prisma.contentPage.update({ where: { id }, data });
    }
    async delete(id) {
        const { count } = await this.prisma.contentPage.deleteMany({ where: { id } });
        return count === 1;
    }
};
exports.ContentPageRepository = ContentPageRepository;
exports.ContentPageRepository = ContentPageRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], ContentPageRepository);
//# sourceMappingURL=content-page.repository.js.map