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
exports.AuthAdminController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const request_context_1 = require("../auth-api/request-context");
const auth_admin_service_1 = require("../services/auth-admin.service");
/** Embedded auth API, admin part: needs the service-role key (checked by the service, §3.3). */
let AuthAdminController = class AuthAdminController {
    service;
    constructor(service) {
        this.service = service;
    }
    async authListUsersAdmin(ctx, reply) {
        const { users, aud, total, links } = await this.service.list(ctx);
        reply.header('x-total-count', String(total)).header('link', links.join(', '));
        return { users, aud };
    }
    authCreateUserAdmin(body, ctx) {
        return this.service.create(body, ctx);
    }
    authGetUserAdmin(userId, ctx) {
        return this.service.get(userId, ctx);
    }
    authUpdateUserAdmin(userId, body, ctx) {
        return this.service.update(userId, body, ctx);
    }
    authDeleteUserAdmin(userId, body, ctx) {
        return this.service.delete(userId, body, ctx);
    }
    authListFactorsAdmin(userId, ctx) {
        return this.service.listFactors(userId, ctx);
    }
    authDeleteFactorAdmin(userId, factorId, ctx) {
        return this.service.deleteFactor(userId, factorId, ctx);
    }
    authGenerateLinkAdmin(body, ctx) {
        return this.service.generateLink(body, ctx);
    }
    authInviteAdmin(body, ctx) {
        return this.service.invite(body, ctx);
    }
};
exports.AuthAdminController = AuthAdminController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('admin/users'),
    __param(0, (0, request_context_1.AuthContext)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AuthAdminController.prototype, "authListUsersAdmin", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('admin/users'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthAdminController.prototype, "authCreateUserAdmin", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('admin/users/:userId'),
    __param(0, (0, common_1.Param)('userId')),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], AuthAdminController.prototype, "authGetUserAdmin", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Put)('admin/users/:userId'),
    __param(0, (0, common_1.Param)('userId')),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", void 0)
], AuthAdminController.prototype, "authUpdateUserAdmin", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Delete)('admin/users/:userId'),
    __param(0, (0, common_1.Param)('userId')),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", void 0)
], AuthAdminController.prototype, "authDeleteUserAdmin", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('admin/users/:userId/factors'),
    __param(0, (0, common_1.Param)('userId')),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], AuthAdminController.prototype, "authListFactorsAdmin", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Delete)('admin/users/:userId/factors/:factorId'),
    __param(0, (0, common_1.Param)('userId')),
    __param(1, (0, common_1.Param)('factorId')),
    __param(2, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, String, Object]),
    __metadata("design:returntype", void 0)
], AuthAdminController.prototype, "authDeleteFactorAdmin", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('admin/generate_link'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthAdminController.prototype, "authGenerateLinkAdmin", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('invite'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthAdminController.prototype, "authInviteAdmin", null);
exports.AuthAdminController = AuthAdminController = __decorate([
    (0, swagger_1.ApiExcludeController)(),
    (0, common_1.Controller)('auth/v1'),
    __metadata("design:paramtypes", [auth_admin_service_1.AuthAdminService])
], AuthAdminController);
//# sourceMappingURL=auth-admin.controller.js.map