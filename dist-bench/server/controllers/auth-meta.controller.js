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
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuthMetaController = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const http_setup_1 = require("../auth-api/http-setup");
const auth_meta_service_1 = require("../services/auth-meta.service");
/**
 * Embedded auth API, about itself (auth-api.md §1.13). Being mounted only in embedded mode, it is
 * also where the /auth/v1 HTTP behaviour (CORS, error format) gets installed on the app.
 */
let AuthMetaController = class AuthMetaController {
    service;
    adapterHost;
    constructor(service, adapterHost) {
        this.service = service;
        this.adapterHost = adapterHost;
    }
    onModuleInit() {
        (0, http_setup_1.installAuthHttp)(this.adapterHost.httpAdapter.getInstance());
    }
    authSettings() {
        return this.service.settings();
    }
    authHealth() {
        return this.service.health();
    }
    authJwks() {
        return this.service.jwks();
    }
};
exports.AuthMetaController = AuthMetaController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('settings'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], AuthMetaController.prototype, "authSettings", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('health'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], AuthMetaController.prototype, "authHealth", null);
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)('.well-known/jwks.json'),
    (0, common_1.Header)('Cache-Control', 'public, max-age=600'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], AuthMetaController.prototype, "authJwks", null);
exports.AuthMetaController = AuthMetaController = __decorate([
    (0, swagger_1.ApiExcludeController)(),
    (0, common_1.Controller)('auth/v1'),
    __metadata("design:paramtypes", [auth_meta_service_1.AuthMetaService,
        core_1.HttpAdapterHost])
], AuthMetaController);
//# sourceMappingURL=auth-meta.controller.js.map