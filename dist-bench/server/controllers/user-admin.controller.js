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
exports.UserAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const current_user_decorator_1 = require("../auth/current-user.decorator");
const decorators_1 = require("../auth/decorators");
const uuid_pipe_1 = require("../common/uuid.pipe");
const user_admin_dto_1 = require("../dtos/user-admin.dto");
const user_admin_service_1 = require("../services/user-admin.service");
let UserAdminController = class UserAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Members for staff: filter by verification, permission area or onboarding; `q` searches every field. */
    listUsersAdmin(query) {
        return this.service.listUsersAdmin(query);
    }
    /** One member with the staff note, permissions, onboarding answers and current cars. */
    getUserAdmin(id) {
        return this.service.getUserAdmin(id);
    }
    /** Changes a member's permissions, verification, note or recommendation. */
    updateUserAdmin(user, id, body) {
        return this.service.updateUserAdmin(user, id, body);
    }
};
exports.UserAdminController = UserAdminController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: user_admin_dto_1.AdminUserListDto }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [user_admin_dto_1.AdminUserListQueryDto]),
    __metadata("design:returntype", Promise)
], UserAdminController.prototype, "listUsersAdmin", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: user_admin_dto_1.AdminUserResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.user_not_found' }),
    __param(0, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], UserAdminController.prototype, "getUserAdmin", null);
__decorate([
    (0, common_1.Patch)(':id'),
    (0, swagger_1.ApiOkResponse)({ type: user_admin_dto_1.AdminUserResponseDto }),
    (0, swagger_1.ApiNotFoundResponse)({ description: 'errors.user_not_found' }),
    (0, swagger_1.ApiConflictResponse)({ description: 'errors.cannot_demote_self: staff cannot remove their own users permission' }),
    __param(0, (0, current_user_decorator_1.CurrentUser)()),
    __param(1, (0, common_1.Param)('id', uuid_pipe_1.UuidPipe)),
    __param(2, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, user_admin_dto_1.UpdateUserAdminDto]),
    __metadata("design:returntype", Promise)
], UserAdminController.prototype, "updateUserAdmin", null);
exports.UserAdminController = UserAdminController = __decorate([
    (0, swagger_1.ApiTags)('admin: users'),
    (0, common_1.Controller)('api/admin/users'),
    (0, decorators_1.Authenticated)({ permissions: { users: 'full' } }),
    __metadata("design:paramtypes", [user_admin_service_1.UserAdminService])
], UserAdminController);
//# sourceMappingURL=user-admin.controller.js.map