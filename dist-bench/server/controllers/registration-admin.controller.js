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
exports.RegistrationAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const registration_admin_dto_1 = require("../dtos/registration-admin.dto");
const registration_admin_service_1 = require("../services/registration-admin.service");
let RegistrationAdminController = class RegistrationAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Registrations (a member with their onboarding answers) by status, newest first; pending by default. */
    listRegistrationsAdmin(query) {
        return this.service.listRegistrationsAdmin(query);
    }
    /** Verifies the membership (recording who and when) and lifts a rejection. */
    verifyRegistrationAdmin(user, id, body) {
        return this.service.verifyRegistrationAdmin(user, id, body);
    }
    /** Rejects the registration with a reason (kept as the staff note); withdraws a verification. */
    rejectRegistrationAdmin(user, id, body) {
        return this.service.rejectRegistrationAdmin(user, id, body);
    }
};
exports.RegistrationAdminController = RegistrationAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: registration_admin_dto_1.RegistrationListDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [registration_admin_dto_1.RegistrationListQueryDto]),
    __metadata("design:returntype", Promise)
], RegistrationAdminController.prototype, "listRegistrationsAdmin", null);
__decorate([
    (0, common_1.Post)(':id/verify'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOkResponse)({ type: registration_admin_dto_1.RegistrationResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.user_not_found' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, registration_admin_dto_1.VerifyRegistrationDto]),
    __metadata("design:returntype", Promise)
], RegistrationAdminController.prototype, "verifyRegistrationAdmin", null);
__decorate([
    (0, common_1.Post)(':id/reject'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOkResponse)({ type: registration_admin_dto_1.RegistrationResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.user_not_found' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, registration_admin_dto_1.RejectRegistrationDto]),
    __metadata("design:returntype", Promise)
], RegistrationAdminController.prototype, "rejectRegistrationAdmin", null);
exports.RegistrationAdminController = RegistrationAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: registrations'),
    (0, common_1.Controller)('api/admin/registrations'),
    (0, decorators_1.Authenticated)({ permissions: { users: 'full' } }),
    __metadata("design:paramtypes", [registration_admin_service_1.RegistrationAdminService])
], RegistrationAdminController);
//# sourceMappingURL=registration-admin.controller.js.map