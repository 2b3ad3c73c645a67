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
exports.AuthSessionRepository = exports.SessionLockTimeout = void 0;
const common_1 = require("@nestjs/common");
const prisma_service_1 = require("../database/prisma.service");
/** Raised when a session row stays locked by concurrent refreshes for longer than the lock timeout. */
class SessionLockTimeout extends Error {
}
exports.SessionLockTimeout = SessionLockTimeout;
/** Sessions, their authentication methods (amr) and refresh tokens. */
let AuthSessionRepository = class AuthSessionRepository {
    prisma;
    constructor(prisma) {
        this.prisma = prisma;
    }
    async create(db, input) {
        await db.authSession.create({ data: { id: input.id, userId: input.userId, aal: 'aal1', ip: input.ip, userAgent: input.userAgent?.slice(0, 500) } });
        await db.authMfaAmrClaim.create({ data: { sessionId: input.id, authenticationMethod: input.method } });
        await db.authRefreshToken.create({ data: { tokenHash: input.tokenHash, userId: input.userId, sessionId: input.id } });
    }
    findById(id, db = this.prisma) {
        return db.authSession.findUnique({ where: { id } });
    }
    /** Locks the session row for a refresh (concurrent refreshes of one session run one after another). */
    async lock(db, id) {
        await db.$executeRawUnsafe(`SET LOCAL lock_timeout = '5s'`);
        try {
            await db.$queryRaw `SELECT id FROM auth.sessions WHERE id = ${id}::uuid FOR UPDATE`;
        }
        catch (e) {
            const text = `${e.message} ${JSON.stringify(e.meta ?? {})}`;
            if (text.includes('lock timeout') || text.includes('55P03'))
                throw new SessionLockTimeout();
            throw e;
        }
        return db.authSession.findUnique({ where: { id } });
    }
    update(id, data, db = this.prisma) {
        return db.authSession.update({ where: { id }, data });
    }
    /** Authentication methods of a session, newest first. */
    amr(sessionId, db = this.prisma) {
        return db.authMfaAmrClaim.findMany({ where: { sessionId }, orderBy: { updatedAt: 'desc' }, select: { authenticationMethod: true, updatedAt: true } });
    }
    async addAmr(db, sessionId, method) {
        await db.authMfaAmrClaim.upsert({
            where: { sessionId_authenticationMethod: { sessionId, authenticationMethod: method } },
            create: { sessionId, authenticationMethod: method },
            update: { updatedAt: new Date() },
        });
    }
    /** Sessions raised to aal2 with a factor drop back to aal1 when the factor goes. */
    async downgradeFactorSessions(db, factorId) {
        const sessions = await db.authSession.findMany({ where: { factorId }, select: { id: true } });
        const ids = sessions.map((s) => s.id);
        if (!ids.length)
            return;
        await db.authMfaAmrClaim.deleteMany({ where: { sessionId: { in: ids }, authenticationMethod: 'totp' } });
        await db.authSession.updateMany({ where: { id: { in: ids } }, data: { aal: 'aal1', factorId: null } });
    }
    findToken(tokenHash, db = this.prisma) {
        return db.authRefreshToken.findUnique({ where: { tokenHash } });
    }
    /** The session's newest token that is not revoked. */
    currentToken(db, sessionId) {
        return db.authRefreshToken.findFirst({ where: { sessionId, revoked: false }, orderBy: { id: 'desc' } });
    }
    async revokeToken(db, id) {
        await db.authRefreshToken.update({ where: { id }, data: { revoked: true } });
    }
    async revokeSessionTokens(db, sessionId) {
        await db.authRefreshToken.updateMany({ where: { sessionId, revoked: false }, data: { revoked: true } });
    }
    async insertToken(db, input) {
        await db.authRefreshToken.create({ data: { tokenHash: input.tokenHash, userId: input.userId, sessionId: input.sessionId, parent: input.parent ?? null } });
    }
    /** Deletes sessions of a user (their refresh tokens and amr rows go with them); returns how many. */
    async deleteForUser(db, userId, options = {}) {
        const { count } = await db.authSession.deleteMany({
            where: {
                userId,
                ...(options.only ? { id: options.only } : {}),
                ...(options.except ? { id: { not: options.except } } : {}),
                ...(options.onlyAal1 ? { aal: 'aal1' } : {}),
            },
        });
        return count;
    }
};
exports.AuthSessionRepository = AuthSessionRepository;
exports.AuthSessionRepository = AuthSessionRepository = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [prisma_service_1.PrismaService])
], AuthSessionRepository);
//# sourceMappingURL=auth-session.repository.js.map