// The onboarding answers (table onboarding, one row per member). Completing onboarding registers
// the car through claimCar in the same transaction, so answers, car and ownership are written
// together or not at all.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Onboarding, Prisma } from '../../generated/prisma/client';
import { CarRepository, claimCar, type ClaimInput, type ClaimResult } from '../cars/car.repository';
import { isUniqueViolation } from '../../database/prisma-errors';

export type OnboardingData = Omit<Prisma.OnboardingUncheckedCreateInput, 'userId' | 'createdAt' | 'updatedAt'>;

export type CompletionResult = { kind: 'completed'; onboarding: Onboarding } | Exclude<ClaimResult, { kind: 'claimed' } | { kind: 'already_mine' }>;


@Injectable()
export class OnboardingRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly cars: CarRepository,
  ) {}

  findByUser(userId: string): Promise<Onboarding | null> {
    return this.prisma.onboarding.findUnique({ where: { userId } });
  }

  /** Creates or updates the member's answers. */
  save(userId: string, data: OnboardingData): Promise<Onboarding> {
    return this.prisma.onboarding.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  }

  /**
   * Saves the answers that complete onboarding, registers the car (claimCar) and stamps
   * completed_at, in one transaction; writes nothing when the VIN belongs to another member.
   */
  async saveAndComplete(userId: string, data: OnboardingData, claim: ClaimInput, retried = false): Promise<CompletionResult> {
    const completed = { ...data, completedAt: new Date() };
    try {
      return await this.prisma.$transaction(async (db): Promise<CompletionResult> => {
        const result = await claimCar(db, claim);
        if (result.kind === 'owned_by_other') return result;
        const onboarding = await db.onboarding.upsert({ where: { userId }, create: { userId, ...completed }, update: completed });
        return { kind: 'completed', onboarding };
      });
    } catch (e) {
      if (!isUniqueViolation(e) || retried) throw e;
      // Lost a race (for the VIN, or two first saves of one member): unless another member now owns
      // the car, the row that won is this member's, so one more attempt updates it.
      const resolved = await this.cars.resolveClaimConflict(claim.vin, claim.ownerId);
      if (resolved.kind === 'owned_by_other') return resolved;
      return this.saveAndComplete(userId, data, claim, true);
    }
  }
}
