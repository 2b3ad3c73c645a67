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
exports.DiscountAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const discount_dto_1 = require("../dtos/discount.dto");
const discount_admin_service_1 = require("../services/discount-admin.service");
let DiscountAdminController = class DiscountAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Every discount: drafts and expired ones too. */
    listDiscountsAdmin(query) {
        return this.service.listDiscountsAdmin(query);
    }
    getDiscountAdmin(id) {
        return this.service.getDiscountAdmin(id);
    }
    createDiscountAdmin(body) {
        return this.service.createDiscountAdmin(body);
    }
    updateDiscountAdmin(id, body) {
        return this.service.updateDiscountAdmin(id, body);
    }
    deleteDiscountAdmin(id) {
        return this.service.deleteDiscountAdmin(id);
    }
};
exports.DiscountAdminController = DiscountAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: discount_dto_1.DiscountAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [discount_dto_1.DiscountAdminQueryDto]),
    __metadata("design:returntype", Promise)
], DiscountAdminController.prototype, "listDiscountsAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: discount_dto_1.DiscountAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.discount_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], DiscountAdminController.prototype, "getDiscountAdmin", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiCreatedResponse)({ type: discount_dto_1.DiscountAdminResponseDto }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [discount_dto_1.CreateDiscountAdminDto]),
    __metadata("design:returntype", Promise)
], DiscountAdminController.prototype, "createDiscountAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: discount_dto_1.DiscountAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.discount_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, discount_dto_1.UpdateDiscountAdminDto]),
    __metadata("design:returntype", Promise)
], DiscountAdminController.prototype, "updateDiscountAdmin", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.discount_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], DiscountAdminController.prototype, "deleteDiscountAdmin", null);
exports.DiscountAdminController = DiscountAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: discounts'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/discounts'),
    __metadata("design:paramtypes", [discount_admin_service_1.DiscountAdminService])
], DiscountAdminController);
//# sourceMappingURL=discount-admin.controller.js.map