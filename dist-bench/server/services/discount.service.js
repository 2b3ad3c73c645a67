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
exports.DiscountService = void 0;
exports.mapDiscount = mapDiscount;
// Partner discounts for members. Visitors never reach this (the route needs sign-in). Codes are a
// benefit of verified membership: a signed-in member whom staff have not verified yet sees the
// offers, but every code is withheld (code null, code_hidden_reason 'unverified'), so an account
// created by anyone cannot harvest the partners' codes.
const common_1 = require("@nestjs/common");
const markdown_1 = require("../common/markdown");
const calendar_1 = require("../domain/calendar");
const page_dto_1 = require("../dtos/page.dto");
const discount_repository_1 = require("../repositories/discount.repository");
/** A discount as members see it; `showCode` false withholds the code of an unverified member. */
function mapDiscount(row, showCode) {
    return {
        id: row.id,
        partner_name: row.partnerName,
        title: row.title,
        description: row.description,
        description_html: row.description === null ? null : (0, markdown_1.renderMarkdown)(row.description),
        code: showCode ? row.code : null,
        code_hidden_reason: !showCode && row.code !== null ? 'unverified' : null,
        url: row.url,
        valid_until: (0, calendar_1.isoDate)(row.validUntil),
        logo_url: row.logoUrl,
    };
}
let DiscountService = class DiscountService {
    discounts;
    constructor(discounts) {
        this.discounts = discounts;
    }
    /** Published discounts valid today (in Slovakia), in the staff's order; all of them unless paged. */
    async listDiscounts(member, query) {
        const [verified, { rows, total }] = await Promise.all([
            this.discounts.isMemberVerified(member.id),
            this.discounts.listVisibleDiscounts((0, calendar_1.dateOnly)((0, calendar_1.todayIso)()), (0, page_dto_1.pageWindow)(query, page_dto_1.MAX_PER_PAGE)),
        ]);
        return { v: rows.map((row) => mapDiscount(row, verified)), total };
    }
};
exports.DiscountService = DiscountService;
exports.DiscountService = DiscountService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [discount_repository_1.DiscountRepository])
], DiscountService);
//# sourceMappingURL=discount.service.js.map