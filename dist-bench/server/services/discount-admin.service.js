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
exports.DiscountAdminService = void 0;
// Staff management of partner discounts (content: full): drafts, codes and expired offers included.
const common_1 = require("@nestjs/common");
const calendar_1 = require("../domain/calendar");
const page_dto_1 = require("../dtos/page.dto");
const discount_repository_1 = require("../repositories/discount.repository");
const content_shared_1 = require("./content-shared");
const discount_service_1 = require("./discount.service");
const discountNotFound = () => (0, content_shared_1.notFound)('errors.discount_not_found', 'Discount');
function mapDiscountAdmin(row) {
    return { ...(0, discount_service_1.mapDiscount)(row, true), sort_order: row.sortOrder, published: row.published, created_at: (0, content_shared_1.iso)(row.createdAt), updated_at: (0, content_shared_1.iso)(row.updatedAt) };
}
/** The columns a request sets (absent = unchanged, null = cleared). */
function toWrite(dto) {
    return {
        partnerName: dto.partner_name,
        title: dto.title,
        description: dto.description,
        code: dto.code,
        url: dto.url,
        validUntil: dto.valid_until === undefined || dto.valid_until === null ? dto.valid_until : (0, calendar_1.dateOnly)(dto.valid_until),
        logoUrl: dto.logo_url,
        sortOrder: dto.sort_order,
        published: dto.published,
    };
}
let DiscountAdminService = class DiscountAdminService {
    discounts;
    constructor(discounts) {
        this.discounts = discounts;
    }
    async listDiscountsAdmin(query) {
        const { rows, total } = await this.discounts.listDiscountsForAdmin({ sort: query.sort ?? 'sort_order', order: query.order ?? 'asc', q: query.q }, (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapDiscountAdmin), total };
    }
    async getDiscountAdmin(id) {
        const row = await this.discounts.findDiscountById(id);
        if (!row)
            throw discountNotFound();
        return { v: mapDiscountAdmin(row) };
    }
    async createDiscountAdmin(dto) {
        const row = await this.discounts.createDiscount({ ...toWrite(dto), partnerName: dto.partner_name, title: dto.title });
        return { v: mapDiscountAdmin(row) };
    }
    async updateDiscountAdmin(id, dto) {
        const row = await this.discounts.updateDiscount(id, toWrite(dto));
        if (!row)
            throw discountNotFound();
        return { v: mapDiscountAdmin(row) };
    }
    async deleteDiscountAdmin(id) {
        if (!(await this.discounts.deleteDiscount(id)))
            throw discountNotFound();
    }
};
exports.DiscountAdminService = DiscountAdminService;
exports.DiscountAdminService = DiscountAdminService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [discount_repository_1.DiscountRepository])
], DiscountAdminService);
//# sourceMappingURL=discount-admin.service.js.map