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
exports.RedirectRepository = void 0;
// Redirect rules (table redirects): from_path → to_path with 301 or 302.
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const SORT_COLUMNS = {
    from_path: 'fromPath',
    to_path: 'toPath',
    status_code: 'statusCode',
    created_at: 'createdAt',
    updated_at: 'updatedAt',
};
let RedirectRepository = class RedirectRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    listAll() {
        return this.prisma.redirect.findMany({ orderBy: [{ fromPath: 'asc' }] });
    }
    findByFromPath(fromPath) {
        return this.prisma.redirect.findUnique({ where: { fromPath } });
    }
    async listForAdmin(query, window) {
        const where = query.q
            ? { OR: [{ fromPath: { contains: query.q, mode: 'insensitive' } }, { toPath: { contains: query.q, mode: 'insensitive' } }] }
            : {};
        const orderBy = [{ [SORT_COLUMNS[query.sort]]: query.order }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.redirect.findMany({ where, orderBy, ...window }),
            this.prisma.redirect.count({ where }),
        ]);
        return { rows, total };
    }
    findById(id) {
        return this.prisma.redirect.findUnique({ where: { id } });
    }
    create(data) {
        return this.prisma.redirect.create({ data });
    }
    update(id, data) {
        return this.prisma.redirect.update({ where: { id }, data });
    }
    async delete(id) {
        const { count } = await this.prisma.redirect.deleteMany({ where: { id } });
        return count === 1;
    }
};
exports.RedirectRepository = RedirectRepository;
exports.RedirectRepository = RedirectRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], RedirectRepository);
//# sourceMappingURL=redirect.repository.js.map