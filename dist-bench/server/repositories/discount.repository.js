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
exports.DiscountRepository = void 0;
// Partner discounts (table discounts), and the one profile fact the members' list depends on:
// whether the member is verified (codes are for verified members only).
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
const COLUMNS = {
    sort_order: 'sortOrder',
    partner_name: 'partnerName',
    title: 'title',
    valid_until: 'validUntil',
    created_at: 'createdAt',
    updated_at: 'updatedAt',
};
let DiscountRepository = class DiscountRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** Published discounts still valid on `today` (a DATE: valid_until is inclusive), in the staff's order. */
    async listVisibleDiscounts(today, window) {
        const where = { published: true, OR: [{ validUntil: null }, { validUntil: { gte: today } }] };
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.discount.findMany({ where, orderBy: [{ sortOrder: 'asc' }, { partnerName: 'asc' }, { id: 'asc' }], ...window }),
            this.prisma.discount.count({ where }),
        ]);
        return { rows, total };
    }
    /** True when the member's profile exists, is not deleted and is verified by staff. */
    async isMemberVerified(memberId) {
        const profile = await this.prisma.profile.findUnique({ where: { id: memberId }, select: { isVerified: true, deletedAt: true } });
        return !!profile && profile.isVerified && profile.deletedAt === null;
    }
    async listDiscountsForAdmin(query, window) {
        const where = query.q
            ? { OR: [{ partnerName: { contains: query.q, mode: 'insensitive' } }, { title: { contains: query.q, mode: 'insensitive' } }, { code: { contains: query.q, mode: 'insensitive' } }] }
            : {};
        const direction = query.sort === 'valid_until' ? { sort: query.order, nulls: query.order === 'asc' ? 'last' : 'first' } : query.order;
        const orderBy = [{ [COLUMNS[query.sort]]: direction }, { id: 'asc' }];
        const [rows, total] = await this.prisma.$transaction([
            this.prisma.discount.findMany({ where, orderBy, ...window }),
            this.prisma.discount.count({ where }),
        ]);
        return { rows, total };
    }
    findDiscountById(id) {
        return this.prisma.discount.findUnique({ where: { id } });
    }
    createDiscount(data) {
        return this.prisma.discount.create({ data });
    }
    /** The updated row, or null when there is no such discount. */
    async updateDiscount(id, data) {
        const { count } = await this.prisma.discount.updateMany({ where: { id }, data });
        return count ? this.findDiscountById(id) : null;
    }
    /** False when there was no such discount. */
    async deleteDiscount(id) {
        const { count } = await this.prisma.discount.deleteMany({ where: { id } });
        return count > 0;
    }
};
exports.DiscountRepository = DiscountRepository;
exports.DiscountRepository = DiscountRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], DiscountRepository);
//# sourceMappingURL=discount.repository.js.map