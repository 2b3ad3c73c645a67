import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { AuthRefreshToken, AuthSession } from '../../generated/prisma/client';
import type { Db } from '../../database/transaction.repository';

export type AuthSessionRow = AuthSession;
export type RefreshTokenRow = AuthRefreshToken;

/** Raised when a session row stays locked by concurrent refreshes for longer than the lock timeout. */
export class SessionLockTimeout extends Error {}

/** Sessions, their authentication methods (amr) and refresh tokens. */
@Injectable()
export class AuthSessionRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(
    db: Db,
    input: { id: string; userId: string; method: string; tokenHash: string; ip?: string; userAgent?: string },
  ): Promise<void> {
    await db.authSession.create({
      data: {
        id: input.id,
        userId: input.userId,
        aal: 'aal1',
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 500),
      },
    });
    await db.authMfaAmrClaim.create({ data: { sessionId: input.id, authenticationMethod: input.method } });
    await db.authRefreshToken.create({
      data: { tokenHash: input.tokenHash, userId: input.userId, sessionId: input.id },
    });
  }

  findById(id: string, db: Db = this.prisma): Promise<AuthSessionRow | null> {
    return db.authSession.findUnique({ where: { id } });
  }

  /** Locks the session row for a refresh (concurrent refreshes of one session run one after another). */
  async lock(db: Db, id: string): Promise<AuthSessionRow | null> {
    await db.$executeRawUnsafe(`SET LOCAL lock_timeout = '5s'`);
    try {
      await db.$queryRaw`SELECT id FROM auth.sessions WHERE id = ${id}::uuid FOR UPDATE`;
    } catch (e) {
      const text = `${(e as Error).message} ${JSON.stringify((e as { meta?: unknown }).meta ?? {})}`;
      if (text.includes('lock timeout') || text.includes('55P03')) throw new SessionLockTimeout();
      throw e;
    }
    return db.authSession.findUnique({ where: { id } });
  }

  update(id: string, data: { aal?: string; factorId?: string | null; refreshedAt?: Date }, db: Db = this.prisma) {
    return db.authSession.update({ where: { id }, data });
  }

  /** Authentication methods of a session, newest first. */
  amr(sessionId: string, db: Db = this.prisma): Promise<{ authenticationMethod: string; updatedAt: Date }[]> {
    return db.authMfaAmrClaim.findMany({
      where: { sessionId },
      orderBy: { updatedAt: 'desc' },
      select: { authenticationMethod: true, updatedAt: true },
    });
  }

  async addAmr(db: Db, sessionId: string, method: string): Promise<void> {
    await db.authMfaAmrClaim.upsert({
      where: { sessionId_authenticationMethod: { sessionId, authenticationMethod: method } },
      create: { sessionId, authenticationMethod: method },
      update: { updatedAt: new Date() },
    });
  }

  /** Sessions raised to aal2 with a factor drop back to aal1 when the factor goes. */
  async downgradeFactorSessions(db: Db, factorId: string): Promise<void> {
    const sessions = await db.authSession.findMany({ where: { factorId }, select: { id: true } });
    const ids = sessions.map((s) => s.id);
    if (!ids.length) return;
    await db.authMfaAmrClaim.deleteMany({
      where: { sessionId: { in: ids }, authenticationMethod: { in: ['totp', 'mfa/webauthn'] } },
    });
    await db.authSession.updateMany({ where: { id: { in: ids } }, data: { aal: 'aal1', factorId: null } });
  }

  findToken(tokenHash: string, db: Db = this.prisma): Promise<RefreshTokenRow | null> {
    return db.authRefreshToken.findUnique({ where: { tokenHash } });
  }

  /** The session's newest token that is not revoked. */
  currentToken(db: Db, sessionId: string): Promise<RefreshTokenRow | null> {
    return db.authRefreshToken.findFirst({ where: { sessionId, revoked: false }, orderBy: { id: 'desc' } });
  }

  async revokeToken(db: Db, id: bigint): Promise<void> {
    await db.authRefreshToken.update({ where: { id }, data: { revoked: true } });
  }

  async revokeSessionTokens(db: Db, sessionId: string): Promise<void> {
    await db.authRefreshToken.updateMany({ where: { sessionId, revoked: false }, data: { revoked: true } });
  }

  async insertToken(
    db: Db,
    input: { tokenHash: string; userId: string; sessionId: string; parent?: string },
  ): Promise<void> {
    await db.authRefreshToken.create({
      data: {
        tokenHash: input.tokenHash,
        userId: input.userId,
        sessionId: input.sessionId,
        parent: input.parent ?? null,
      },
    });
  }

  /** Deletes sessions of a user (their refresh tokens and amr rows go with them); returns how many. */
  async deleteForUser(
    db: Db,
    userId: string,
    options: { only?: string; except?: string; onlyAal1?: boolean } = {},
  ): Promise<number> {
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
}
