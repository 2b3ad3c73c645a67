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
exports.TokenSubjectRepository = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
/**
 * Embedded mode: whether an access token's subject and session are still alive in the auth schema.
 * Asked on every authenticated product request, so a deleted or banned account and a signed-out
 * session stop working at once instead of when the token expires.
 */
let TokenSubjectRepository = class TokenSubjectRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    async isSessionActive(userId, sessionId) {
        const session = await this.prisma.authSession.findFirst({
            where: {
                id: sessionId,
                userId,
                user: { deletedAt: null, OR: [{ bannedUntil: null }, { bannedUntil: { lte: new Date() } }] },
            },
            select: { id: true },
        });
        return session !== null;
    }
};
exports.TokenSubjectRepository = TokenSubjectRepository;
exports.TokenSubjectRepository = TokenSubjectRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], TokenSubjectRepository);
//# sourceMappingURL=token-subject.repository.js.map