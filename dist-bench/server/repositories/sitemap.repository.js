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
exports.SitemapRepository = void 0;
// What the sitemap lists: the slugs and last changes of published articles, events and content pages.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
let SitemapRepository = class SitemapRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    async listPublished(now) {
        const where = { publishedAt: { not: null, lte: now } };
        const select = { slug: true, updatedAt: true };
        const [articles, events, pages] = await this.prisma.$transaction([
            this.prisma.article.findMany({ where, select, orderBy: [{ publishedAt: 'desc' }, { slug: 'asc' }] }),
            this.prisma.event.findMany({ where, select, orderBy: [{ dateStart: 'desc' }, { slug: 'asc' }] }),
            this.prisma.contentPage.findMany({ where, select, orderBy: { slug: 'asc' } }),
        ]);
        return { articles, events, pages };
    }
};
exports.SitemapRepository = SitemapRepository;
exports.SitemapRepository = SitemapRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], SitemapRepository);
//# sourceMappingURL=sitemap.repository.js.map