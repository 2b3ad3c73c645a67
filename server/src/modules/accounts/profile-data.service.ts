// The member's rights over their data (GDPR): a complete export, and deleting the account (the
// member's own request, or the auth admin API deleting the user).
// Deletion anonymises instead of removing the profile row, so what the member wrote (articles,
// uploaded files) and car ownership history stay, attributed to "a deleted member".
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AuthUser } from '../../auth/request-user';
import { carColor, carModel, carVariant } from '../../domain/car-enums';
import { isoDate, todayIso } from '../../domain/calendar';
import type { ExportCarDto, ProfileExportResponseDto } from '../users/profile.dto';
import { single } from '../../common/page.dto';
import { TransactionRepository } from '../../database/transaction.repository';
import type { OwnedCarRow } from '../cars/car.repository';
import type { Db } from '../../database/transaction.repository';
import { CarService } from '../cars/car.service';
import { ACCOUNT_DELETION, type AccountDeletion } from '../../auth/account-deletion';
import { AvatarFilesService, type StoredAvatar } from '../users/avatar-files.service';
import { EventAttendanceService } from '../events/event-attendance.service';
import { MemberService } from '../users/member.service';
import { mapOnboarding } from '../onboarding/onboarding.dto';
import { mapProfile, mapVisibility } from '../users/profile.dto';

/** Ownership history grouped by car, in the order the member first owned each. */
function exportCars(history: OwnedCarRow[]): ExportCarDto[] {
  const byVin = new Map<string, ExportCarDto>();
  for (const o of history) {
    let car = byVin.get(o.vin);
    if (!car) {
      car = {
        vin: o.vin,
        model: carModel.fromDb(o.car.model),
        variant: o.car.variant ? carVariant.fromDb(o.car.variant) : null,
        color: o.car.color ? carColor.fromDb(o.car.color) : null,
        custom_color: o.car.customColor,
        ownerships: [],
      };
      byVin.set(o.vin, car);
    }
    car.ownerships.push({
      ownership_id: o.id,
      license_plate: o.licensePlate,
      name: o.name,
      tesla_account: o.teslaAccount,
      owned_since: isoDate(o.ownedSince),
      owned_until: isoDate(o.ownedUntil),
    });
  }
  return [...byVin.values()];
}

@Injectable()
export class ProfileDataService {
  constructor(
    private readonly me: MemberService,
    private readonly cars: CarService,
    private readonly attendances: EventAttendanceService,
    private readonly tx: TransactionRepository,
    private readonly avatars: AvatarFilesService,
    @Optional() @Inject(ACCOUNT_DELETION) private readonly accounts?: AccountDeletion,
  ) {}

  /** Everything stored about the member, as one JSON document. */
  async exportProfile(user: AuthUser): Promise<ProfileExportResponseDto> {
    await this.me.ensureProfile(user);
    const [profile, history] = await Promise.all([this.me.findForExport(user.id), this.cars.listHistoryOfOwner(user.id)]);
    const p = profile!;
    return single({
      exported_at: new Date().toISOString(),
      profile: mapProfile(p),
      visibility: mapVisibility(p),
      onboarding: p.onboarding ? mapOnboarding(user.id, p.onboarding) : null,
      cars: exportCars(history),
      event_attendances: p.attendances.map((a) => ({
        event_id: a.event.id,
        event_title: a.event.title,
        event_slug: a.event.slug,
        event_date_start: a.event.dateStart.toISOString(),
        status: a.status,
        registered_at: a.registeredAt.toISOString(),
        checked_in_at: a.checkIn ? a.checkIn.checkedInAt.toISOString() : null,
      })),
      files: p.files.map((f) => ({ id: f.id, kind: f.kind, title: f.title, file_name: f.fileName, created_at: f.createdAt.toISOString() })),
      articles: p.articles.map((a) => ({ id: a.id, title: a.title, slug: a.slug, published_at: a.publishedAt ? a.publishedAt.toISOString() : null })),
    });
  }

  /**
   * Deletes the member's own account in one transaction: the member's data erased (eraseMember)
   * and the sign-in account ended through ACCOUNT_DELETION (auth/account-deletion.ts).
   */
  async deleteProfile(user: AuthUser): Promise<void> {
    await this.me.ensureProfile(user);
    const avatar = await this.tx.run(async (db) => {
      const erased = await this.eraseMember(db, user.id);
      await this.accounts?.softDeleteOwnAccount(db, user.id);
      return erased;
    });
    await this.avatars.remove(avatar);
  }

  /**
   * What deleting an account does to the member's data, inside the caller's transaction (the
   * member's own deletion above, or the auth admin API's): the profile anonymised, onboarding
   * answers deleted, current car ownerships ended today, check-in times deleted, event registrations cancelled (each freed
   * place goes to the next waitlisted member). Returns the avatar, whose files the caller
   * removes once the transaction has committed; null when there is none or nothing was left to erase.
   */
  async eraseMember(db: Db, userId: string): Promise<StoredAvatar | null> {
    const erased = await this.me.anonymise(db, userId, todayIso());
    if (!erased) return null;
    await this.attendances.cancelAllForMember(db, userId);
    return erased.avatar;
  }
}
