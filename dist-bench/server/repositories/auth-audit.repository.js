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
exports.AuthAuditRepository = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
/** auth.audit_log_entries, with GoTrue's payload shape. */
let AuthAuditRepository = class AuthAuditRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    async log(event, ip, db = this.prisma) {
        const payload = {
            action: event.action,
            actor_id: event.actorId ?? '00000000-0000-0000-0000-000000000000',
            actor_username: event.actorUsername ?? '',
            log_type: event.logType,
            ...(event.traits ? { traits: event.traits } : {}),
        };
        await db.authAuditLogEntry.create({ data: { payload: payload, ipAddress: ip ?? '' } });
    }
};
exports.AuthAuditRepository = AuthAuditRepository;
exports.AuthAuditRepository = AuthAuditRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], AuthAuditRepository);
//# sourceMappingURL=auth-audit.repository.js.map