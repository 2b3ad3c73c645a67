import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { AuthMfaChallenge, AuthMfaFactor, Prisma } from '../../generated/prisma/client';
import type { Db } from '../../database/transaction.repository';

export type MfaFactorRow = AuthMfaFactor;
export type MfaChallengeRow = AuthMfaChallenge;

/** TOTP and WebAuthn factors and their challenges. */
@Injectable()
export class AuthMfaRepository {
  constructor(private readonly prisma: PrismaService) {}

  listFactors(userId: string, db: Db = this.prisma): Promise<MfaFactorRow[]> {
    return db.authMfaFactor.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
  }

  findFactor(userId: string, id: string, db: Db = this.prisma): Promise<MfaFactorRow | null> {
    return db.authMfaFactor.findFirst({ where: { id, userId } });
  }

  createFactor(
    db: Db,
    input: { userId: string; friendlyName: string; secret: string; factorType?: 'totp' | 'webauthn' },
  ): Promise<MfaFactorRow> {
    return db.authMfaFactor.create({ data: { factorType: 'totp', ...input, status: 'unverified' } });
  }

  async updateFactor(
    db: Db,
    id: string,
    data: { status?: string; lastChallengedAt?: Date; webAuthnCredential?: Prisma.InputJsonValue },
  ): Promise<void> {
    await db.authMfaFactor.update({ where: { id }, data });
  }

  /** Records `step` as the factor's last used TOTP step; false when it is not later than the last one (a replay). */
  async useTotpStep(db: Db, id: string, step: number): Promise<boolean> {
    const { count } = await db.authMfaFactor.updateMany({
      where: { id, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
      data: { lastUsedStep: step },
    });
    return count === 1;
  }

  async deleteFactor(db: Db, id: string): Promise<void> {
    await db.authMfaFactor.deleteMany({ where: { id } });
  }

  /** Abandoned enrolments: unverified factors created before `before`, or all but `exceptId`. */
  async deleteUnverified(db: Db, userId: string, options: { before?: Date; exceptId?: string }): Promise<void> {
    await db.authMfaFactor.deleteMany({
      where: {
        userId,
        status: 'unverified',
        ...(options.before ? { createdAt: { lt: options.before } } : {}),
        ...(options.exceptId ? { id: { not: options.exceptId } } : {}),
      },
    });
  }

  createChallenge(
    db: Db,
    factorId: string,
    ipAddress: string,
    webAuthnSessionData?: Prisma.InputJsonValue,
  ): Promise<MfaChallengeRow> {
    return db.authMfaChallenge.create({ data: { factorId, ipAddress, webAuthnSessionData } });
  }

  findChallenge(db: Db, factorId: string, id: string): Promise<MfaChallengeRow | null> {
    return db.authMfaChallenge.findFirst({ where: { id, factorId } });
  }

  /** Marks a challenge used; false when a concurrent verification used it first. */
  async markChallengeVerified(db: Db, id: string): Promise<boolean> {
    const { count } = await db.authMfaChallenge.updateMany({
      where: { id, verifiedAt: null },
      data: { verifiedAt: new Date() },
    });
    return count === 1;
  }

  async deleteChallenge(db: Db, id: string): Promise<void> {
    await db.authMfaChallenge.deleteMany({ where: { id } });
  }
}
