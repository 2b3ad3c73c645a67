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
exports.RedirectService = void 0;
// The redirect-by-path guard: rules from_path → to_path (301/302) that the server renderer applies
// to page requests (`findRedirect`) and the client router applies from GET /api/redirects. Both
// paths are local, so no rule sends a visitor to another host; rules that would loop are refused.
const common_1 = require("@nestjs/common");
const api_error_1 = require("../common/api-error");
const page_dto_1 = require("../dtos/page.dto");
const redirect_repository_1 = require("../repositories/redirect.repository");
const web_routes_1 = require("../ssr/web-routes");
const content_shared_1 = require("./content-shared");
const auth_user_service_1 = require("./auth-user.service");
/** Served by the API itself, never by a page: a rule for them would never apply. */
const NOT_REDIRECTABLE = new Set(['/sitemap.xml', '/robots.txt']);
const MAX_CHAIN = 50;
const redirectNotFound = () => (0, content_shared_1.notFound)('errors.redirect_not_found', 'Redirect');
const pathOnly = (path) => path.replace(/[?#].*$/, '');
function mapRedirect(row) {
    return { id: row.id, from_path: row.fromPath, to_path: row.toPath, status_code: row.statusCode, created_at: (0, content_shared_1.iso)(row.createdAt), updated_at: (0, content_shared_1.iso)(row.updatedAt) };
}
let RedirectService = class RedirectService {
    redirects;
    constructor(redirects) {
        this.redirects = redirects;
    }
    /**
     * The rule for a requested path (its query string and fragment are ignored; a trailing slash
     * matches the rule without it), or null. For the server renderer.
     */
    async findRedirect(path) {
        const requested = pathOnly(path);
        if (!requested.startsWith('/'))
            return null;
        const row = (await this.redirects.findByFromPath(requested)) ?? (requested.length > 1 && requested.endsWith('/') ? await this.redirects.findByFromPath(requested.slice(0, -1)) : null);
        return row ? { to_path: row.toPath, status_code: row.statusCode === 302 ? 302 : 301 } : null;
    }
    async listRedirects() {
        const rows = await this.redirects.listAll();
        return { v: rows.map(mapRedirect), total: rows.length };
    }
    async listRedirectsAdmin(query) {
        const { rows, total } = await this.redirects.listForAdmin((0, content_shared_1.listSort)(query, 'from_path', 'asc'), (0, page_dto_1.pageWindow)(query));
        return { v: rows.map(mapRedirect), total };
    }
    async getRedirectAdmin(id) {
        const row = await this.redirects.findById(id);
        if (!row)
            throw redirectNotFound();
        return { v: mapRedirect(row) };
    }
    async createRedirectAdmin(dto) {
        await this.checkRule(null, dto.from_path, dto.to_path);
        const row = await this.uniqueFromPath(dto.from_path, () => this.redirects.create({ fromPath: dto.from_path, toPath: dto.to_path, statusCode: dto.status_code ?? 301 }));
        return { v: mapRedirect(row) };
    }
    async updateRedirectAdmin(id, dto) {
        const current = await this.redirects.findById(id);
        if (!current)
            throw redirectNotFound();
        const fromPath = dto.from_path ?? current.fromPath;
        await this.checkRule(id, fromPath, dto.to_path ?? current.toPath);
        const row = await this.uniqueFromPath(fromPath, () => this.redirects.update(id, { fromPath: dto.from_path, toPath: dto.to_path, statusCode: dto.status_code }));
        return { v: mapRedirect(row) };
    }
    async deleteRedirectAdmin(id) {
        if (!(await this.redirects.delete(id)))
            throw redirectNotFound();
    }
    /** Refuses dot segments, paths the pages never serve, another rule's from_path, and loops (following existing rules). */
    async checkRule(id, fromPath, toPath) {
        for (const [field, path] of [['from_path', fromPath], ['to_path', pathOnly(toPath)]]) {
            if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
                throw new api_error_1.ApiError(400, 'errors.path_invalid', `${field} must not contain "." or ".." segments`);
            }
        }
        if ((0, web_routes_1.isReservedPath)(fromPath) || NOT_REDIRECTABLE.has(fromPath)) {
            throw new api_error_1.ApiError(400, 'errors.path_reserved', `${fromPath} is not a page of the site and cannot be redirected`);
        }
        const rules = new Map((await this.redirects.listAll()).filter((r) => r.id !== id).map((r) => [r.fromPath, pathOnly(r.toPath)]));
        if (rules.has(fromPath))
            throw new api_error_1.ApiError(409, 'errors.redirect_exists', `A redirect from ${fromPath} exists already`);
        // Follow the target through the rules as findRedirect would match them (a trailing slash matches too).
        const ruleFor = (path) => rules.get(path) ?? (path.length > 1 && path.endsWith('/') ? rules.get(path.slice(0, -1)) : undefined);
        let next = pathOnly(toPath);
        for (let hop = 0; next !== undefined && hop < MAX_CHAIN; hop++) {
            if (next === fromPath || (next.length > 1 && next.endsWith('/') && next.slice(0, -1) === fromPath)) {
                throw new api_error_1.ApiError(400, 'errors.redirect_loop', `${fromPath} → ${toPath} would lead back to ${fromPath}`);
            }
            next = ruleFor(next);
        }
    }
    async uniqueFromPath(fromPath, write) {
        try {
            return await write();
        }
        catch (e) {
            if ((0, auth_user_service_1.isUniqueViolation)(e))
                throw new api_error_1.ApiError(409, 'errors.redirect_exists', `A redirect from ${fromPath} exists already`);
            throw e;
        }
    }
};
exports.RedirectService = RedirectService;
exports.RedirectService = RedirectService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [redirect_repository_1.RedirectRepository])
], RedirectService);
//# sourceMappingURL=redirect.service.js.map