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
exports.SitemapController = void 0;
// Not JSON, so not in the OpenAPI document. These Nest routes are static paths, which Fastify's
// router prefers over the page catch-all (ssr/web-routes.ts), whatever the registration order.
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../auth/decorators");
const sitemap_service_1 = require("../services/sitemap.service");
let SitemapController = class SitemapController {
    service;
    constructor(service) {
        this.service = service;
    }
    getSitemap() {
        return this.service.getSitemap();
    }
    getRobots() {
        return this.service.getRobots();
    }
};
exports.SitemapController = SitemapController;
__decorate([
    (0, common_1.Get)('sitemap.xml'),
    (0, common_1.Header)('Content-Type', 'application/xml; charset=utf-8'),
    (0, common_1.Header)('Cache-Control', 'public, max-age=600'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SitemapController.prototype, "getSitemap", null);
__decorate([
    (0, common_1.Get)('robots.txt'),
    (0, common_1.Header)('Content-Type', 'text/plain; charset=utf-8'),
    (0, common_1.Header)('Cache-Control', 'public, max-age=3600'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", String)
], SitemapController.prototype, "getRobots", null);
exports.SitemapController = SitemapController = __decorate([
    (0, swagger_1.ApiExcludeController)(),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [sitemap_service_1.SitemapService])
], SitemapController);
//# sourceMappingURL=sitemap.controller.js.map