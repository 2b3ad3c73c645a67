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
exports.AuthMfaController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const request_context_1 = require("../auth-api/request-context");
const auth_mfa_service_1 = require("../services/auth-mfa.service");
/** Embedded auth API: TOTP factors (auth-api.md §1.10). */
let AuthMfaController = class AuthMfaController {
    service;
    constructor(service) {
        this.service = service;
    }
    authEnrollFactor(body, ctx) {
        return this.service.enroll(body, ctx);
    }
    authChallengeFactor(factorId, ctx) {
        return this.service.challenge(factorId, ctx);
    }
    authVerifyFactor(factorId, body, ctx) {
        return this.service.verify(factorId, body, ctx);
    }
    authUnenrollFactor(factorId, ctx) {
        return this.service.unenroll(factorId, ctx);
    }
};
exports.AuthMfaController = AuthMfaController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)(),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthMfaController.prototype, "authEnrollFactor", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)(':factorId/challenge'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Param)('factorId')),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], AuthMfaController.prototype, "authChallengeFactor", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)(':factorId/verify'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Param)('factorId')),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", void 0)
], AuthMfaController.prototype, "authVerifyFactor", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Delete)(':factorId'),
    __param(0, (0, common_1.Param)('factorId')),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], AuthMfaController.prototype, "authUnenrollFactor", null);
exports.AuthMfaController = AuthMfaController = __decorate([
    (0, swagger_1.ApiExcludeController)(),
    (0, common_1.Controller)('auth/v1/factors'),
    __metadata("design:paramtypes", [auth_mfa_service_1.AuthMfaService])
], AuthMfaController);
//# sourceMappingURL=auth-mfa.controller.js.map