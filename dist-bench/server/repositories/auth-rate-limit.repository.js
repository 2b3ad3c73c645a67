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
exports.AuthRateLimitRepository = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
/**
 * Fixed-window counters in auth.rate_limits, so that every server process on the database shares
 * them. One upsert counts a request and tells the count of its window.
 */
let AuthRateLimitRepository = class AuthRateLimitRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** Counts one request for the key; returns the count of the current window including it. */
    async hit(key, windowSeconds) {
        const rows = await this.prisma.$queryRaw `
      INSERT INTO auth.rate_limits AS r (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE r.count + 1 END,
        window_start = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE r.window_start END
      RETURNING count`;
        return Number(rows[0]?.count ?? 0);
    }
    /** The count of the key's current window, without counting. */
    async peek(key, windowSeconds) {
        const rows = await this.prisma.$queryRaw `
      SELECT count FROM auth.rate_limits WHERE key = ${key} AND window_start > now() - make_interval(secs => ${windowSeconds})`;
        return Number(rows[0]?.count ?? 0);
    }
    /** Drops windows that ended long ago. */
    async prune(olderThanSeconds) {
        await this.prisma.$executeRaw `DELETE FROM auth.rate_limits WHERE window_start < now() - make_interval(secs => ${olderThanSeconds})`;
    }
};
exports.AuthRateLimitRepository = AuthRateLimitRepository;
exports.AuthRateLimitRepository = AuthRateLimitRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], AuthRateLimitRepository);
//# sourceMappingURL=auth-rate-limit.repository.js.map