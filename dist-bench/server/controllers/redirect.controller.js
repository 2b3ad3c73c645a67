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
exports.RedirectController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const redirect_dto_1 = require("../dtos/redirect.dto");
const redirect_service_1 = require("../services/redirect.service");
let RedirectController = class RedirectController {
    service;
    constructor(service) {
        this.service = service;
    }
    /** Every redirect rule, for the client router (exact path match; a trailing slash matches too). */
    listRedirects() {
        return this.service.listRedirects();
    }
};
exports.RedirectController = RedirectController;
__decorate([
    (0, decorators_1.Public)(),
    (0, common_1.Get)(),
    (0, swagger_1.ApiOkResponse)({ type: redirect_dto_1.RedirectListResponseDto }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], RedirectController.prototype, "listRedirects", null);
exports.RedirectController = RedirectController = __decorate([
    (0, swagger_1.ApiTags)('redirects'),
    (0, common_1.Controller)('api/redirects'),
    __metadata("design:paramtypes", [redirect_service_1.RedirectService])
], RedirectController);
//# sourceMappingURL=redirect.controller.js.map