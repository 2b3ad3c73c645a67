import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../jobs/clock';
import type { AuthUser } from '../../access/request-user';
import { collection, pageWindow, single } from '../../common/page.dto';
import type {
  RegistrationListDto,
  RegistrationListQueryDto,
  RegistrationResponseDto,
  RejectRegistrationDto,
  VerifyRegistrationDto,
} from './registration-admin.dto';
import { verificationChanges, type AdminProfileChanges } from '../user-admin/user-admin.types';
import { isVerifiedMember } from '../members/members.types';
import { UserAdminService } from '../user-admin/user-admin.service';
import { NotifyService } from '../notifications/notify.service';
import { TransactionRepository, type Db } from '../../database/transaction.repository';

/**
 * Registrations: members waiting for staff to verify their membership. Verifying records who and
 * when (shown to the member as `is_verified` in GET /api/me) and lifts a rejection; rejecting needs
 * a reason, kept as the staff note, and withdraws a verification. The member's mail is queued in
 * the transaction of the change (sent if and only if the change commits).
 */
@Injectable()
export class RegistrationAdminService {
  constructor(
    private readonly users: UserAdminService,
    private readonly notify: NotifyService,
    private readonly tx: TransactionRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async listRegistrationsAdmin(query: RegistrationListQueryDto): Promise<RegistrationListDto> {
    const { skip, take } = pageWindow(query);
    const { rows, total } = await this.users.listByStatus(query.status ?? 'pending', { skip, take });
    return collection(rows, total);
  }

  /**
   * Verifying a verified member again changes nothing but the note, so a retried request is harmless (and mails
   * nothing).
   */
  async verifyRegistrationAdmin(
    actor: AuthUser,
    id: string,
    body: VerifyRegistrationDto,
  ): Promise<RegistrationResponseDto> {
    const verified = isVerifiedMember(await this.users.findOrFail(id));
    const now = this.clock.now();
    const changes: AdminProfileChanges = verified ? {} : verificationChanges(true, actor, now);
    if (body.note !== undefined) changes.note = body.note;
    return this.apply(
      id,
      changes,
      verified ? undefined : (db) => this.notify.membershipDecided(db, id, true, body.note ?? null, now),
    );
  }

  /**
   * Rejecting keeps the time of an earlier rejection that still stands. (Who rejected is not a column; the note says
   * why.)
   */
  async rejectRegistrationAdmin(
    actor: AuthUser,
    id: string,
    body: RejectRegistrationDto,
  ): Promise<RegistrationResponseDto> {
    const current = await this.users.findOrFail(id);
    const stillRejected = !isVerifiedMember(current) && current.rejectedAt;
    const now = this.clock.now();
    const rejectedAt = stillRejected ? current.rejectedAt! : now;
    // One mail per rejection: repeating it (to change the note) keeps the time, so the mail's key.
    return this.apply(id, { ...verificationChanges(false, actor, now), rejectedAt, note: body.note }, (db) =>
      this.notify.membershipDecided(db, id, false, body.note, rejectedAt),
    );
  }

  /** The change and its mail (`announce`, when the change is news to the member) in one transaction. */
  private async apply(
    id: string,
    changes: AdminProfileChanges,
    announce?: (db: Db) => Promise<number>,
  ): Promise<RegistrationResponseDto> {
    await this.tx.run(async (db) => {
      await this.users.applyChanges(id, changes, db);
      await announce?.(db);
    });
    return single(await this.users.findWithAnswers(id));
  }
}
