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
exports.AuthRateLimitService = void 0;
const common_1 = require("@nestjs/common");
const config_module_1 = require("../config/config.module");
const gotrue_error_1 = require("../auth-api/gotrue-error");
const auth_rate_limit_repository_1 = require("../repositories/auth-rate-limit.repository");
/**
 * The auth API's request budgets (RATE_LIMIT_* variables), counted per client IP and per e-mail
 * address in PostgreSQL. Exceeding one answers 429 over_request_rate_limit (not retried by clients).
 */
let AuthRateLimitService = class AuthRateLimitService {
    config;
    repository;
    hits = 0;
    constructor(config, repository) {
        this.config = config;
        this.repository = repository;
    }
    limit(name) {
        return this.config[`RATE_LIMIT_${name}`];
    }
    keys(name, ip, email) {
        return [`${name}:ip:${ip}`, ...(email ? [`${name}:email:${email.toLowerCase()}`] : [])];
    }
    /** Counts this request and refuses it when a budget is spent. */
    async consume(name, ip, email) {
        const limit = this.limit(name);
        if (!limit)
            return;
        const counts = await Promise.all(this.keys(name, ip, email).map((k) => this.repository.hit(k, limit.windowSeconds)));
        if (++this.hits % 500 === 0)
            void this.repository.prune(86_400).catch(() => undefined);
        if (counts.some((c) => c > limit.limit))
            throw (0, gotrue_error_1.rateLimited)();
    }
    /** Refuses the request when earlier failures spent the budget (failed sign-ins), without counting it. */
    async check(name, ip, email) {
        const limit = this.limit(name);
        if (!limit)
            return;
        const counts = await Promise.all(this.keys(name, ip, email).map((k) => this.repository.peek(k, limit.windowSeconds)));
        if (counts.some((c) => c >= limit.limit))
            throw (0, gotrue_error_1.rateLimited)();
    }
    /** Counts a failure (see `check`). */
    async recordFailure(name, ip, email) {
        const limit = this.limit(name);
        if (!limit)
            return;
        await Promise.all(this.keys(name, ip, email).map((k) => this.repository.hit(k, limit.windowSeconds)));
    }
};
exports.AuthRateLimitService = AuthRateLimitService;
exports.AuthRateLimitService = AuthRateLimitService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(config_module_1.CONFIG)),
    __metadata("design:paramtypes", [Object, auth_rate_limit_repository_1.AuthRateLimitRepository])
], AuthRateLimitService);
//# sourceMappingURL=auth-rate-limit.service.js.map