// The onboarding answers (table onboarding, one row per member). The answers that complete it are
// written in the caller's transaction, the one that also claims the car (OnboardingService).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Onboarding, Prisma } from '../../generated/prisma/client';
import type { Db } from '../../database/transaction.repository';

/** A member's onboarding answers as stored. */
export type OnboardingRow = Onboarding;

export type OnboardingData = Omit<Prisma.OnboardingUncheckedCreateInput, 'userId' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class OnboardingRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByUser(userId: string): Promise<Onboarding | null> {
    return this.prisma.onboarding.findUnique({ where: { userId } });
  }

  /** The answers of these members (those who have started onboarding). */
  findByUsers(userIds: string[]): Promise<Onboarding[]> {
    return this.prisma.onboarding.findMany({ where: { userId: { in: userIds } } });
  }

  /** Creates or updates the member's answers (in the caller's transaction `db`, when given). */
  save(userId: string, data: OnboardingData, db: Db = this.prisma): Promise<Onboarding> {
    return db.onboarding.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  }

  /** Deletes the member's answers inside the caller's transaction (account deletion). */
  async deleteOfUser(db: Db, userId: string): Promise<void> {
    await db.onboarding.deleteMany({ where: { userId } });
  }

  /** Saves the answers that complete onboarding and stamps completed_at, inside the caller's transaction. */
  complete(db: Db, userId: string, data: OnboardingData): Promise<Onboarding> {
    const completed = { ...data, completedAt: new Date() };
    return db.onboarding.upsert({ where: { userId }, create: { userId, ...completed }, update: completed });
  }
}
