import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { AuthWebauthnChallenge, AuthWebauthnCredential, Prisma } from '../../generated/prisma/client';
import type { Db } from '../../database/transaction.repository';

export type PasskeyRow = AuthWebauthnCredential;
export type PasskeyChallengeRow = AuthWebauthnChallenge;
/** What a used challenge still tells: what the answer had to sign, and until when. */
export type PasskeyChallenge = Pick<PasskeyChallengeRow, 'sessionData' | 'expiresAt'>;
export type PasskeyChallengeType = 'registration' | 'authentication';

export interface NewPasskey {
  userId: string;
  credentialId: Uint8Array<ArrayBuffer>;
  publicKey: Uint8Array<ArrayBuffer>;
  attestationType: string;
  aaguid: string | null;
  signCount: number;
  transports: string[];
  backupEligible: boolean;
  backedUp: boolean;
  friendlyName: string;
}

/** Passkeys (auth.webauthn_credentials) and their pending challenges (auth.webauthn_challenges). */
@Injectable()
export class AuthPasskeyRepository {
  constructor(private readonly prisma: PrismaService) {}

  listForUser(userId: string, db: Db = this.prisma): Promise<PasskeyRow[]> {
    return db.authWebauthnCredential.findMany({ where: { userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  /** Holds the user's row until the transaction ends, so that the passkeys counted stay the user's count. */
  async lockUser(db: Db, userId: string): Promise<void> {
    await db.$queryRaw`SELECT id FROM auth.users WHERE id = ${userId}::uuid FOR UPDATE`;
  }

  countForUser(userId: string, db: Db = this.prisma): Promise<number> {
    return db.authWebauthnCredential.count({ where: { userId } });
  }

  findOfUser(userId: string, id: string, db: Db = this.prisma): Promise<PasskeyRow | null> {
    return db.authWebauthnCredential.findFirst({ where: { id, userId } });
  }

  findByCredentialId(credentialId: Uint8Array<ArrayBuffer>, db: Db = this.prisma): Promise<PasskeyRow | null> {
    return db.authWebauthnCredential.findUnique({ where: { credentialId } });
  }

  create(db: Db, input: NewPasskey): Promise<PasskeyRow> {
    return db.authWebauthnCredential.create({ data: { ...input, signCount: BigInt(input.signCount) } });
  }

  /**
   * Records a sign-in: the new counter and the time. Only when the stored counter is still the one the
   * assertion was checked against, so two parallel sign-ins with one counter value cannot both pass.
   */
  async recordUse(db: Db, id: string, checkedCount: bigint, newCount: number): Promise<boolean> {
    const { count } = await db.authWebauthnCredential.updateMany({
      where: { id, signCount: checkedCount },
      data: { signCount: BigInt(newCount), lastUsedAt: new Date() },
    });
    return count === 1;
  }

  async rename(db: Db, id: string, friendlyName: string): Promise<PasskeyRow> {
    return db.authWebauthnCredential.update({ where: { id }, data: { friendlyName } });
  }

  async delete(db: Db, id: string): Promise<void> {
    await db.authWebauthnCredential.deleteMany({ where: { id } });
  }

  createChallenge(
    db: Db,
    input: { userId: string | null; type: PasskeyChallengeType; sessionData: Prisma.InputJsonValue; expiresAt: Date },
  ): Promise<PasskeyChallengeRow> {
    return db.authWebauthnChallenge.create({
      data: {
        userId: input.userId,
        challengeType: input.type,
        sessionData: input.sessionData,
        expiresAt: input.expiresAt,
      },
    });
  }

  /**
   * Takes a challenge for use: deletes and returns it in one statement, so it serves one ceremony
   * however many requests present it. A registration challenge only for its user; a sign-in one has none.
   */
  async consumeChallenge(
    id: string,
    type: PasskeyChallengeType,
    userId: string | null,
    db: Db = this.prisma,
  ): Promise<PasskeyChallenge | null> {
    const rows = await db.$queryRaw<PasskeyChallenge[]>`
      DELETE FROM auth.webauthn_challenges
      WHERE id = ${id}::uuid AND challenge_type = ${type} AND user_id IS NOT DISTINCT FROM ${userId}::uuid
      RETURNING session_data AS "sessionData", expires_at AS "expiresAt"`;
    return rows[0] ?? null;
  }

  /** Challenges nobody answered in time. */
  async deleteExpiredChallenges(db: Db, before: Date): Promise<void> {
    await db.authWebauthnChallenge.deleteMany({ where: { expiresAt: { lt: before } } });
  }
}
