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
exports.ContactController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const contact_dto_1 = require("../dtos/contact.dto");
const contact_service_1 = require("../services/contact.service");
let ContactController = class ContactController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Sends a message to the club (only to the club's own address; the sender's address becomes Reply-To). */
    sendContactMessage(body, ip) {
        return this.service.sendContactMessage(body, ip);
    }
};
exports.ContactController = ContactController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)(),
    (0, common_1.HttpCode)(202),
    (0, swagger_1.ApiAcceptedResponse)({ type: contact_dto_1.ContactReceiptResponseDto }),
    (0, swagger_1.ApiBadRequestResponse)({ description: 'errors.validation (missing fields, too long, line breaks in name or subject)' }),
    (0, swagger_1.ApiTooManyRequestsResponse)({ description: 'errors.too_many_requests: 5 messages an hour per address' }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Ip)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [contact_dto_1.ContactMessageDto, String]),
    __metadata("design:returntype", Promise)
], ContactController.prototype, "sendContactMessage", null);
exports.ContactController = ContactController = __decorate([
    (0, swagger_1.ApiTags)('contact'),
    (0, common_1.Controller)('api/contact'),
    __metadata("design:paramtypes", [contact_service_1.ContactService])
], ContactController);
//# sourceMappingURL=contact.controller.js.map