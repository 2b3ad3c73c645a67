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
exports.SitemapService = exports.escapeXml = exports.ROBOTS_DISALLOW = exports.PUBLIC_ROUTES = void 0;
// /sitemap.xml and /robots.txt: every public route of spec §2, each published article, event and
// content page, as absolute URLs on PUBLIC_URL. lastmod is the record's updated_at (W3C date-time).
const common_1 = require("@nestjs/common");
const config_module_1 = require("../config/config.module");
const sitemap_repository_1 = require("../repositories/sitemap.repository");
/** The public screens of spec §2 (guest-only screens such as /prihlasenie are not content to index). */
exports.PUBLIC_ROUTES = ['/', '/o-nas', '/clanky', '/kontakt', '/udalosti', '/faq', '/galeria', '/poradna', '/pripojit-sa', '/ochrana-osobnych-udajov'];
/** Paths crawlers should leave alone: the member area, the staff console and the APIs. */
exports.ROBOTS_DISALLOW = ['/uzivatel/', '/admin', '/api/', '/auth/'];
const XML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
exports.escapeXml = escapeXml;
let SitemapService = class SitemapService {
    config;
    sitemap;
    constructor(config, sitemap) {
        this.config = config;
        this.sitemap = sitemap;
    }
    async getSitemap() {
        const { articles, events, pages } = await this.sitemap.listPublished(new Date());
        // A content page that is one of the screens (o-nas, kontakt …) gives that screen its lastmod.
        const pageBySlug = new Map(pages.map((p) => [p.slug, p]));
        const urls = [
            ...exports.PUBLIC_ROUTES.map((path) => this.url(path, pageBySlug.get(path.slice(1))?.updatedAt)),
            ...articles.map((a) => this.url(`/clanok/${a.slug}`, a.updatedAt)),
            ...events.map((e) => this.url(`/udalost/${e.slug}`, e.updatedAt)),
            ...pages.filter((p) => !exports.PUBLIC_ROUTES.includes(`/${p.slug}`)).map((p) => this.url(`/${p.slug}`, p.updatedAt)),
        ];
        return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
    }
    getRobots() {
        return ['User-agent: *', 'Allow: /', ...exports.ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${this.config.PUBLIC_URL}/sitemap.xml`, ''].join('\n');
    }
    url(path, lastmod) {
        const loc = `<loc>${(0, exports.escapeXml)(this.config.PUBLIC_URL + path)}</loc>`;
        return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
    }
};
exports.SitemapService = SitemapService;
exports.SitemapService = SitemapService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, sitemap_repository_1.SitemapRepository])
], SitemapService);
//# sourceMappingURL=sitemap.service.js.map