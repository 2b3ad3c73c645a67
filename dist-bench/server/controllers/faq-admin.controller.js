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
exports.FaqAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const faq_dto_1 = require("../dtos/faq.dto");
const faq_service_1 = require("../services/faq.service");
let FaqAdminController = class FaqAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    listFaqAdmin(query) {
        return this.service.listFaqAdmin(query);
    }
    /** Sets the order of the listed entries (sort_order 0, 1, 2 …) in one step; answers every entry in the new order. */
    reorderFaqAdmin(body) {
        return this.service.reorderFaqAdmin(body);
    }
    getFaqEntryAdmin(id) {
        return this.service.getFaqEntryAdmin(id);
    }
    createFaqEntryAdmin(body) {
        return this.service.createFaqEntryAdmin(body);
    }
    updateFaqEntryAdmin(id, body) {
        return this.service.updateFaqEntryAdmin(id, body);
    }
    deleteFaqEntryAdmin(id) {
        return this.service.deleteFaqEntryAdmin(id);
    }
};
exports.FaqAdminController = FaqAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: faq_dto_1.FaqEntryAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [faq_dto_1.FaqAdminQueryDto]),
    __metadata("design:returntype", Promise)
], FaqAdminController.prototype, "listFaqAdmin", null);
__decorate([
    (0, common_1.Put)('order'),
    (0, swagger_1.ApiOkResponse)({ type: faq_dto_1.FaqEntryAdminListResponseDto }),
    (0, swagger_1.ApiBadRequestResponse)({ description: 'errors.validation, errors.faq_entry_not_found (an unknown id; nothing changed)' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [faq_dto_1.ReorderFaqDto]),
    __metadata("design:returntype", Promise)
], FaqAdminController.prototype, "reorderFaqAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: faq_dto_1.FaqEntryAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.faq_entry_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], FaqAdminController.prototype, "getFaqEntryAdmin", null);
__decorate([
    (0, common_1.Post)(),
    (0, swagger_1.ApiCreatedResponse)({ type: faq_dto_1.FaqEntryAdminResponseDto }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [faq_dto_1.CreateFaqEntryDto]),
    __metadata("design:returntype", Promise)
], FaqAdminController.prototype, "createFaqEntryAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: faq_dto_1.FaqEntryAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.faq_entry_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, faq_dto_1.UpdateFaqEntryDto]),
    __metadata("design:returntype", Promise)
], FaqAdminController.prototype, "updateFaqEntryAdmin", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(204),
    (0, swagger_1.ApiNoContentResponse)({ description: 'Deleted' }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.faq_entry_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], FaqAdminController.prototype, "deleteFaqEntryAdmin", null);
exports.FaqAdminController = FaqAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: faq'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/faq'),
    __metadata("design:paramtypes", [faq_service_1.FaqService])
], FaqAdminController);
//# sourceMappingURL=faq-admin.controller.js.map