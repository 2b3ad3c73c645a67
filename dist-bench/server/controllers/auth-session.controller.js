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
exports.AuthSessionController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const request_context_1 = require("../auth-api/request-context");
const auth_input_dto_1 = require("../dtos/auth-input.dto");
const auth_session_service_1 = require("../services/auth-session.service");
/**
 * Embedded auth API (Supabase Auth compatible, documented by shared/design/auth-api.md rather than
 * OpenAPI). Public for the product guard: these endpoints authenticate callers themselves (§3.3).
 */
let AuthSessionController = class AuthSessionController {
    service;
    constructor(service) {
        this.service = service;
    }
    authToken(body, ctx) {
        return this.service.token((0, auth_input_dto_1.queryString)(ctx.query, 'grant_type'), body, ctx);
    }
    authLogout(ctx) {
        return this.service.logout((0, auth_input_dto_1.queryString)(ctx.query, 'scope'), ctx);
    }
};
exports.AuthSessionController = AuthSessionController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('token'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthSessionController.prototype, "authToken", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('logout'),
    (0, common_1.HttpCode)(204),
    __param(0, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], AuthSessionController.prototype, "authLogout", null);
exports.AuthSessionController = AuthSessionController = __decorate([
    (0, swagger_1.ApiExcludeController)(),
    (0, common_1.Controller)('auth/v1'),
    __metadata("design:paramtypes", [auth_session_service_1.AuthSessionService])
], AuthSessionController);
//# sourceMappingURL=auth-session.controller.js.map