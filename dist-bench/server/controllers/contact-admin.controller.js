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
exports.ContactAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const contact_dto_1 = require("../dtos/contact.dto");
const contact_service_1 = require("../services/contact.service");
let ContactAdminController = class ContactAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Messages received through the contact form, newest first by default. */
    listContactMessagesAdmin(query) {
        return this.service.listContactMessagesAdmin(query);
    }
    getContactMessageAdmin(id) {
        return this.service.getContactMessageAdmin(id);
    }
};
exports.ContactAdminController = ContactAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: contact_dto_1.ContactMessageAdminListResponseDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [contact_dto_1.ContactMessageAdminQueryDto]),
    __metadata("design:returntype", Promise)
], ContactAdminController.prototype, "listContactMessagesAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: contact_dto_1.ContactMessageAdminResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.contact_message_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ContactAdminController.prototype, "getContactMessageAdmin", null);
exports.ContactAdminController = ContactAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: contact messages'),
    (0, decorators_1.Authenticated)({ permissions: { content: 'full' } }),
    (0, common_1.Controller)('api/admin/contact-messages'),
    __metadata("design:paramtypes", [contact_service_1.ContactService])
], ContactAdminController);
//# sourceMappingURL=contact-admin.controller.js.map