// The member's rights over their data (GDPR): a complete export, and deleting the account (the
// member's own request, or the auth admin API deleting the user).
// Deletion anonymises instead of removing the profile row, so what the member wrote (articles,
// uploaded files) and car ownership history stay, attributed to "a deleted member".
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { todayIso } from '../../domain/calendar';
import type { ProfileExportResponseDto } from '../members/members.types';
import { single } from '../../common/page.dto';
import { TransactionRepository } from '../../database/transaction.repository';
import type { Db } from '../../database/transaction.repository';
import { CarService } from '../cars/car.service';
import { ACCOUNT_DELETION, type AccountDeletion } from '../../access/account-deletion';
import { AvatarFilesService, type StoredAvatar } from '../members/avatar-files.service';
import { EventAttendanceService } from '../events/event-attendance.service';
import { DuesMemberDataService } from '../dues/dues-member-data.service';
import { RefundsService } from '../refunds/refunds.service';
import { NotificationSettingsService } from '../notifications/notification-settings.service';
import { MemberService } from '../members/member.service';
import { OnboardingService } from '../onboarding/onboarding.service';

@Injectable()
export class ProfileDataService {
  constructor(
    private readonly me: MemberService,
    private readonly cars: CarService,
    private readonly onboarding: OnboardingService,
    private readonly attendances: EventAttendanceService,
    private readonly dues: DuesMemberDataService,
    private readonly refunds: RefundsService,
    private readonly notifications: NotificationSettingsService,
    private readonly tx: TransactionRepository,
    private readonly avatars: AvatarFilesService,
    @Optional() @Inject(ACCOUNT_DELETION) private readonly accounts?: AccountDeletion,
  ) {}

  /** Everything stored about the member, as one JSON document. */
  async exportProfile(user: AuthUser): Promise<ProfileExportResponseDto> {
    await this.me.ensureProfile(user);
    const [member, answers, cars, dues, eventPayments, refunds] = await Promise.all([
      this.me.findExport(user.id),
      this.onboarding.findAnswersOf([user.id]),
      this.cars.exportHistoryOf(user.id),
      this.dues.exportOf(user.id),
      this.dues.exportRegistrationPayments(user.id),
      this.refunds.exportOf(user.id),
    ]);
    const { profile, visibility, event_attendances, files, articles } = member!;
    return single({
      exported_at: new Date().toISOString(),
      profile,
      visibility,
      onboarding: answers.get(user.id) ?? null,
      cars,
      event_attendances,
      dues,
      event_payments: eventPayments,
      refunds,
      files,
      articles,
    });
  }

  /**
   * Deletes the member's own account in one transaction: the member's data erased (eraseMember)
   * and the sign-in account ended through ACCOUNT_DELETION (access/account-deletion.ts).
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
   * answers deleted, current car ownerships ended today, check-in times deleted, event registrations cancelled (each
   * freed place goes to the next waitlisted member; what a paid one received is owed back), the payer's name and
   * account erased from the payments of the member's dues and registrations, refunds already paid back left without
   * account or name (one still owed keeps them until paid), the member's devices forgotten (push subscriptions). Returns the avatar, whose files the caller
   * removes once the transaction has committed; null when there is none or nothing was left to erase.
   */
  async eraseMember(db: Db, userId: string): Promise<StoredAvatar | null> {
    // Registrations first, while the member still has a name: a refund owed names whom it is paid to.
    await this.attendances.cancelAllForMember(db, userId);
    const erased = await this.me.anonymise(db, userId);
    if (!erased) return null;
    await this.onboarding.deleteAnswersIn(db, userId);
    await this.cars.endAllOwnershipsIn(db, userId, todayIso());
    await this.dues.erasePayersIn(db, userId);
    await this.refunds.erasePaidOf(db, userId);
    await this.notifications.forgetDevicesIn(db, userId);
    return erased.avatar;
  }
}
