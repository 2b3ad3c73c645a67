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
exports.AuthOtpController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const request_context_1 = require("../auth-api/request-context");
const auth_otp_service_1 = require("../services/auth-otp.service");
/** Embedded auth API: e-mail links and codes (auth-api.md §1.8, §1.11, §1.12). */
let AuthOtpController = class AuthOtpController {
    service;
    constructor(service) {
        this.service = service;
    }
    authRecover(body, ctx) {
        return this.service.recover(body, ctx);
    }
    /** The link in the e-mail, opened by a browser without headers: answers 303. */
    async authVerifyLink(ctx) {
        return { url: await this.service.verifyLink(ctx.query, ctx), statusCode: 303 };
    }
    authVerify(body, ctx) {
        return this.service.verify(body, ctx);
    }
    authResend(body, ctx) {
        return this.service.resend(body, ctx);
    }
    authReauthenticate(ctx) {
        return this.service.reauthenticate(ctx);
    }
};
exports.AuthOtpController = AuthOtpController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('recover'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthOtpController.prototype, "authRecover", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('verify'),
    (0, common_1.Redirect)(undefined, 303),
    __param(0, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AuthOtpController.prototype, "authVerifyLink", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('verify'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthOtpController.prototype, "authVerify", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Post)('resend'),
    (0, common_1.HttpCode)(200),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], AuthOtpController.prototype, "authResend", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('reauthenticate'),
    __param(0, (0, request_context_1.AuthContext)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", void 0)
], AuthOtpController.prototype, "authReauthenticate", null);
exports.AuthOtpController = AuthOtpController = __decorate([
    (0, swagger_1.ApiExcludeController)(),
    (0, common_1.Controller)('auth/v1'),
    __metadata("design:paramtypes", [auth_otp_service_1.AuthOtpService])
], AuthOtpController);
//# sourceMappingURL=auth-otp.controller.js.map