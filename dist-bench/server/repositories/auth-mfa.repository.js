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
exports.AuthMfaRepository = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
/** TOTP factors and their challenges. */
let AuthMfaRepository = class AuthMfaRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    listFactors(userId, db = this.prisma) {
        return db.authMfaFactor.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
    }
    findFactor(userId, id, db = this.prisma) {
        return db.authMfaFactor.findFirst({ where: { id, userId } });
    }
    createFactor(db, input) {
        return db.authMfaFactor.create({ data: { ...input, factorType: 'totp', status: 'unverified' } });
    }
    async updateFactor(db, id, data) {
        await db.authMfaFactor.update({ where: { id }, data });
    }
    async deleteFactor(db, id) {
        await db.authMfaFactor.deleteMany({ where: { id } });
    }
    /** Abandoned enrolments: unverified factors created before `before`, or all but `exceptId`. */
    async deleteUnverified(db, userId, options) {
        await db.authMfaFactor.deleteMany({
            where: {
                userId,
                status: 'unverified',
                ...(options.before ? { createdAt: { lt: options.before } } : {}),
                ...(options.exceptId ? { id: { not: options.exceptId } } : {}),
            },
        });
    }
    createChallenge(db, factorId, ipAddress) {
        return db.authMfaChallenge.create({ data: { factorId, ipAddress } });
    }
    findChallenge(db, factorId, id) {
        return db.authMfaChallenge.findFirst({ where: { id, factorId } });
    }
    /** Marks a challenge used; false when a concurrent verification used it first. */
    async markChallengeVerified(db, id) {
        const { count } = await db.authMfaChallenge.updateMany({ where: { id, verifiedAt: null }, data: { verifiedAt: new Date() } });
        return count === 1;
    }
    async deleteChallenge(db, id) {
        await db.authMfaChallenge.deleteMany({ where: { id } });
    }
};
exports.AuthMfaRepository = AuthMfaRepository;
exports.AuthMfaRepository = AuthMfaRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], AuthMfaRepository);
//# sourceMappingURL=auth-mfa.repository.js.map