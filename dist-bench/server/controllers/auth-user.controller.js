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
exports.AuthUserController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const request_context_1 = require("../auth-api/request-context");
const auth_user_service_1 = require("../services/auth-user.service");
/** Embedded auth API: sign-up and the signed-in user's own account (auth-api.md §1.2, §1.6, §1.7). */
let AuthUserController = class AuthUserController {
    service;
    constructor(service) {
        this.service = service;
    }
    authSignup(body, ctx) {
        return this.service.signup(body, ctx);
    }
    authGetUser(ctx) {
        return this.service.getUser(ctx);
    }
    authUpdateUser(body, ctx) {
        return this.service.updateUser(body, ctx);
    }
};
exports.AuthUserController = AuthUserController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('signup'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthUserController.prototype, "authSignup", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('user'),
    __param(0, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], AuthUserController.prototype, "authGetUser", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Put)('user'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthUserController.prototype, "authUpdateUser", null);
exports.AuthUserController = AuthUserController = __decorate([
    (0, swagger_1.ApiExcludeController)(),
    (0, common_1.Controller)('auth/v1'),
    __metadata("design:paramtypes", [auth_user_service_1.AuthUserService])
], AuthUserController);
//# sourceMappingURL=auth-user.controller.js.map