// Onboarding (docs/product-rules.md §4): the member's answers, saved step by step, and the state machine's view of
// them. The PUT whose answers complete steps 1–3 also registers the car and a current ownership, in
// the same transaction as the answers; a VIN another member currently owns stops it with 409 and
// nothing written. A completed onboarding is closed: later changes go through /api/cars.
// Step 1 also asks the member's own name (first_name, last_name), which the header, the staff's
// registrations and the dues note show. It is stored on the profile, in the answers' transaction,
// and is not one of the step's answers: the steps stay complete exactly as docs/product-rules.md §4 says.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { carModel, carVariant } from '../../domain/car-enums';
import { dateOnly } from '../../domain/calendar';
import { isOnboarded } from '../../domain/onboarding-steps';
import {
  Answers,
  mapOnboarding,
  NO_ANSWERS,
  type OnboardingDto,
  type OnboardingResponseDto,
  type UpdateOnboardingDto,
} from './onboarding.dto';
import { single } from '../../common/page.dto';
import { CarService } from '../cars/car.service';
import { OnboardingRepository, type OnboardingData, type OnboardingRow } from './onboarding.repository';
import { colorChange, type ClaimInput } from '../cars/cars.types';
import { isUniqueViolation } from '../../database/prisma-errors';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import { validVin, vinOwnedByOther } from '../../domain/vin';
import { MemberService } from '../members/member.service';
import { ONBOARDING_ERRORS } from './onboarding-errors';

/** The fields the request changes, as stored (absent = unchanged, null = cleared). */
function changes(dto: UpdateOnboardingDto): OnboardingData {
  const data: OnboardingData = { ...colorChange(dto) };
  if (dto.tesla_account_email !== undefined) data.teslaAccountEmail = dto.tesla_account_email;
  if (dto.tesla_account_full_name !== undefined) data.teslaAccountFullName = dto.tesla_account_full_name;
  if (dto.vin !== undefined) data.vin = dto.vin === null ? null : validVin(dto.vin);
  if (dto.license_plate !== undefined) data.licensePlate = dto.license_plate;
  if (dto.model !== undefined) data.model = dto.model === null ? null : carModel.toDb(dto.model);
  if (dto.variant !== undefined) data.variant = dto.variant === null ? null : carVariant.toDb(dto.variant);
  if (dto.car_name !== undefined) data.carName = dto.car_name;
  if (dto.owned_since !== undefined) data.ownedSince = dto.owned_since === null ? null : dateOnly(dto.owned_since);
  return data;
}

type MemberName = { firstName?: string; lastName?: string };

/** The parts of the member's name the request sends; null when it sends neither. */
function nameChange(dto: UpdateOnboardingDto): MemberName | null {
  if (dto.first_name === undefined && dto.last_name === undefined) return null;
  return { firstName: dto.first_name, lastName: dto.last_name };
}

@Injectable()
export class OnboardingService {
  constructor(
    private readonly me: MemberService,
    private readonly onboarding: OnboardingRepository,
    private readonly cars: CarService,
    private readonly tx: TransactionRepository,
  ) {}

  /**
   * The onboarding answers of these members with their step state, by member; a member who has not started is absent
   * (staff pages, the data export).
   */
  async findAnswersOf(userIds: string[]): Promise<Map<string, OnboardingDto>> {
    if (!userIds.length) return new Map();
    const rows = await this.onboarding.findByUsers(userIds);
    return new Map(rows.map((row) => [row.userId, mapOnboarding(row.userId, row)]));
  }

  /** Deletes the member's answers inside the caller's transaction (account deletion). */
  deleteAnswersIn(db: Db, userId: string): Promise<void> {
    return this.onboarding.deleteOfUser(db, userId);
  }

  async getOnboarding(user: AuthUser): Promise<OnboardingResponseDto> {
    const profile = await this.me.ensureProfile(user);
    return single(mapOnboarding(user.id, profile.onboarding ?? NO_ANSWERS));
  }

  async updateOnboarding(user: AuthUser, dto: UpdateOnboardingDto): Promise<OnboardingResponseDto> {
    const profile = await this.me.ensureProfile(user);
    const before: Answers = profile.onboarding ?? NO_ANSWERS;
    if (before.completedAt)
      throw new ApiError(
        409,
        ONBOARDING_ERRORS.onboarding_completed,
        'Onboarding is already complete: change your cars under /api/cars',
      );
    const data = changes(dto);
    // A VIN someone else owns is refused as soon as it is entered (step 1), not only at the end.
    if (data.vin) {
      const owner = await this.cars.findCurrentOwnerId(data.vin);
      if (owner && owner !== user.id) throw vinOwnedByOther();
    }
    const after = { ...before, ...data } as OnboardingRow;
    const name = nameChange(dto);
    if (!isOnboarded(after)) {
      const saved = await this.tx.run(async (db) => {
        if (name) await this.me.setNameIn(db, user.id, name);
        return this.onboarding.save(user.id, data, db);
      });
      return single(mapOnboarding(user.id, saved));
    }

    const completed = await this.complete(user.id, data, name, {
      vin: after.vin!,
      ownerId: user.id,
      car: { model: after.model!, variant: after.variant, color: after.color, customColor: after.customColor },
      ownership: {
        licensePlate: after.licensePlate,
        name: after.carName,
        teslaAccount: after.teslaAccountEmail,
        ownedSince: after.ownedSince,
      },
    });
    if (!completed) throw vinOwnedByOther();
    return single(mapOnboarding(user.id, completed));
  }

  /**
   * Saves the answers that complete onboarding and registers the car (claim) in one transaction;
   * null, with nothing written, when another member owns the VIN.
   */
  private async complete(
    userId: string,
    data: OnboardingData,
    name: MemberName | null,
    claim: ClaimInput,
    retried = false,
  ): Promise<Answers | null> {
    try {
      return await this.tx.run(async (db) => {
        const claimed = await this.cars.claimIn(db, claim);
        if (claimed.kind === 'owned_by_other') return null;
        if (name) await this.me.setNameIn(db, userId, name);
        return this.onboarding.complete(db, userId, data);
      });
    } catch (e) {
      if (!isUniqueViolation(e) || retried) throw e;
      // Lost a race (for the VIN, or two first saves of one member): unless another member now owns
      // the car, the row that won is this member's, so one more attempt updates it.
      const resolved = await this.cars.resolveClaimConflict(claim.vin, claim.ownerId);
      return resolved.kind === 'owned_by_other' ? null : this.complete(userId, data, name, claim, true);
    }
  }
}
