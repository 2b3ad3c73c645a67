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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DiscountController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const discount_dto_1 = require("../dtos/discount.dto");
const page_dto_1 = require("../dtos/page.dto");
const discount_service_1 = require("../services/discount.service");
/** Partner discounts: members only, never visitors (the codes are the benefit). */
let DiscountController = class DiscountController {
    service;
    constructor(service) {
        this.service = service;
    }
    /**
     * Published discounts valid today, in the staff's order (all of them unless `per_page` is given).
     * Codes are shown to verified members only; others get `code: null, code_hidden_reason: 'unverified'`.
     */
    listDiscounts(user, query) {
        return this.service.listDiscounts(user, query);
    }
};
exports.DiscountController = DiscountController;
__decorate([
    (0, common_1.Get)('discounts'),
    (0, swagger_1.ApiOkResponse)({ type: discount_dto_1.DiscountListResponseDto }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], DiscountController.prototype, "listDiscounts", null);
exports.DiscountController = DiscountController = __decorate([
    (0, swagger_1.ApiTags)('discounts'),
    (0, decorators_1.Authenticated)(),
    (0, common_1.Controller)('api'),
    __metadata("design:paramtypes", [discount_service_1.DiscountService])
], DiscountController);
//# sourceMappingURL=discount.controller.js.map