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
exports.ArticleRepository = void 0;
// Articles (table articles) with their photo and author, for the public site and the staff console.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const withPhotoAndAuthor = {
    photo: { select: { src: true, alt: true } },
    author: { select: { id: true, firstName: true, lastName: true, avatarUrl: true, username: true, deletedAt: true } },
};
const published = (now) => ({ publishedAt: { not: null, lte: now } });
const SORT_COLUMNS = {
    title: 'title',
    slug: 'slug',
    published_at: 'publishedAt',
    created_at: 'createdAt',
    updated_at: 'updatedAt',
};
let ArticleRepository = class ArticleRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** Published articles, newest first (id breaks ties so pages never overlap). */
    async listPublished(now, window) {
        const where = published(now);
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.article.findMany({ where, include: withPhotoAndAuthor, orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }], ...window }),
            this.prisma.article.count({ where }),
        ]);
        return { rows, total };
    }
    findPublishedBySlug(slug, now) {
        return this.prisma.article.findFirst({ where: { slug, ...published(now) }, include: withPhotoAndAuthor });
    }
    async listForAdmin(query, window) {
        const where = query.q
            ? { OR: [{ title: { contains: query.q, mode: 'insensitive' } }, { slug: { contains: query.q, mode: 'insensitive' } }] }
            : {};
        // Drafts (no published_at) sort as the oldest.
        const direction = query.sort === 'published_at' ? { sort: query.order, nulls: query.order === 'asc' ? 'first' : 'last' } : query.order;
        const orderBy = [{ [SORT_COLUMNS[query.sort]]: direction }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.article.findMany({ where, include: withPhotoAndAuthor, orderBy, ...window }),
            this.prisma.article.count({ where }),
        ]);
        return { rows, total };
    }
    findById(id) {
        return this.prisma.article.findUnique({ where: { id }, include: withPhotoAndAuthor });
    }
    /** Whether another article than `exceptId` has the slug. */
    async slugTaken(slug, exceptId) {
        const row = await this.prisma.article.findUnique({ where: { slug }, select: { id: true } });
        return row !== null && row.id !== exceptId;
    }
    create(data) {
        return this.prisma.article.create({ data, include: withPhotoAndAuthor });
    }
    update(id, data) {
        return this.prisma.article.update({ where: { id }, data, include: withPhotoAndAuthor });
    }
    /** Deletes the article; false when there was none. */
    async delete(id) {
        const { count } = await this.prisma.article.deleteMany({ where: { id } });
        return count === 1;
    }
};
exports.ArticleRepository = ArticleRepository;
exports.ArticleRepository = ArticleRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], ArticleRepository);
//# sourceMappingURL=article.repository.js.map