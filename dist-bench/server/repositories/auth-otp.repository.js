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
exports.AuthOtpRepository = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
/** Pending e-mail links/codes (one per user and kind) and PKCE flow states. */
let AuthOtpRepository = class AuthOtpRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    /** Replaces the user's pending token of this kind: an older link stops working when a new one is sent. */
    async replace(db, input) {
        await db.authOneTimeToken.deleteMany({ where: { userId: input.userId, tokenType: input.tokenType } });
        await db.authOneTimeToken.create({ data: input });
    }
    findByTokenHashes(db, hashes) {
        return db.authOneTimeToken.findMany({ where: { tokenHash: { in: hashes } } });
    }
    findByAddress(db, relatesTo, tokenTypes) {
        return db.authOneTimeToken.findMany({ where: { relatesTo, tokenType: { in: tokenTypes } } });
    }
    findForUser(db, userId, tokenTypes) {
        return db.authOneTimeToken.findMany({ where: { userId, tokenType: { in: tokenTypes } } });
    }
    /** Uses a token up; false when a concurrent request used it first. */
    async delete(db, id) {
        const { count } = await db.authOneTimeToken.deleteMany({ where: { id } });
        return count === 1;
    }
    /** Clears pending tokens of a user: all of them, or the listed kinds. */
    async deleteForUser(db, userId, tokenTypes) {
        await db.authOneTimeToken.deleteMany({ where: { userId, ...(tokenTypes ? { tokenType: { in: tokenTypes } } : {}) } });
    }
    async createFlow(db, input) {
        await db.authFlowState.create({ data: input });
    }
    findFlowByCode(db, authCode) {
        return db.authFlowState.findUnique({ where: { authCode } });
    }
    /** The user's newest flow of a kind (an e-mail link belongs to the flow that sent it). */
    latestFlow(db, userId, authenticationMethod) {
        return db.authFlowState.findFirst({ where: { userId, authenticationMethod }, orderBy: { createdAt: 'desc' } });
    }
    async markFlowIssued(db, id) {
        await db.authFlowState.update({ where: { id }, data: { authCodeIssuedAt: new Date() } });
    }
    /** Uses a flow up; false when a concurrent exchange used it first. */
    async deleteFlow(db, id) {
        const { count } = await db.authFlowState.deleteMany({ where: { id } });
        return count === 1;
    }
    /** Flows nobody can finish any more (older than the e-mail link lifetime). */
    async deleteFlowsOlderThan(db, before) {
        await db.authFlowState.deleteMany({ where: { createdAt: { lt: before } } });
    }
};
exports.AuthOtpRepository = AuthOtpRepository;
exports.AuthOtpRepository = AuthOtpRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], AuthOtpRepository);
//# sourceMappingURL=auth-otp.repository.js.map