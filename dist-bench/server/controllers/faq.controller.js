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
exports.FaqController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const faq_dto_1 = require("../dtos/faq.dto");
const page_dto_1 = require("../dtos/page.dto");
const faq_service_1 = require("../services/faq.service");
let FaqController = class FaqController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Published questions and answers in order (per_page defaults to 100). */
    listFaq(query) {
        return this.service.listFaq(query);
    }
};
exports.FaqController = FaqController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: faq_dto_1.FaqListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [page_dto_1.PageQueryDto]),
    __metadata("design:returntype", Promise)
], FaqController.prototype, "listFaq", null);
exports.FaqController = FaqController = __decorate([
    (0, swagger_1.ApiTags)('faq'),
    (0, common_1.Controller)('api/faq'),
    __metadata("design:paramtypes", [faq_service_1.FaqService])
], FaqController);
//# sourceMappingURL=faq.controller.js.map