// The mails a member's own registration causes. In the registration's transaction, which holds the
// event's row lock, only a small outbox row is written that names the registration and the mail
// (NotifyService.registrationChanged): no QR code is drawn and no calendar file made while others
// wait for the lock. When the mail is sent, `read` looks at the registration as it is then:
// - a place (confirmed, or given from the waitlist) comes with the ticket's QR code and an .ics, and for a
//   paid event not yet paid, how to pay and the PAY by square QR code
//   (RFC 5546 PUBLISH) only while the registration still holds that place; cancelled (or made
//   again) meanwhile, the mail is superseded and not sent: the member gets the cancellation's mail,
//   never a ticket that no longer works;
// - the waitlist mail says the position of that moment, and is superseded once the member has a
//   place (the "máte miesto" mail brings the ticket) or has left;
// - a cancellation is always sent; when the member had a place its .ics CANCEL withdraws the entry
//   (same UID, higher SEQUENCE). The UID names the registration and when it was made, so a
//   registration made again after a cancellation is a new calendar entry.
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { Db } from '../../database/transaction.repository';
import { buildInvitation, type Invitation } from '../../domain/ics';
import type { AuthUser } from '../../access/request-user';
import { NotifyService } from '../notifications/notify.service';
import type { RegistrationMailRef, RegistrationNow } from '../notifications/notifications.types';
import { AttendanceStatus, EventAttendanceRepository, type AttendanceRow } from './event-attendance.repository';
import type { EventRow } from './event.repository';
import { toCalendarEvent } from './event.service';
import { EventTicketService } from './event-ticket.service';
import { EventFeesService } from '../event-fees/event-fees.service';

@Injectable()
export class EventRegistrationMailService implements OnModuleInit {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly attendances: EventAttendanceRepository,
    private readonly tickets: EventTicketService,
    private readonly notify: NotifyService,
    private readonly fees: EventFeesService,
  ) {}

  onModuleInit(): void {
    this.notify.defineRegistrationReader((ref) => this.read(ref));
  }

  /**
   * The member registered (a place or the waitlist) or cancelled: the mail's row stored in `db`,
   * written when sent. Returns its id for `dispatch`, after the commit.
   */
  changed(db: Db, user: AuthUser, event: EventRow, attendance: AttendanceRow, hadPlace = false): Promise<string[]> {
    if (!user.profile) return Promise.resolve([]);
    const mail =
      attendance.status === AttendanceStatus.cancelled
        ? 'cancelled'
        : attendance.status === AttendanceStatus.waitlisted
          ? 'waitlisted'
          : 'confirmed';
    return this.notify.registrationChanged(db, { id: user.id, email: user.profile.email }, event, {
      registrationId: attendance.id,
      registeredAt: attendance.registeredAt,
      mail,
      hadPlace,
    });
  }

  /** After the commit: hands the stored mails to the job queue (the sweep does, should this fail). */
  dispatch(ids: string[]): Promise<void> {
    return this.notify.dispatchSoon(ids);
  }

  /** The registration as the mail is sent; null when the mail no longer holds (see the top of this file). */
  async read(ref: RegistrationMailRef): Promise<RegistrationNow | null> {
    const found = await this.attendances.findWithEvent(ref.registrationId);
    if (!found) return null;
    const { event, ...attendance } = found;
    const same = attendance.registeredAt.getTime() === ref.registeredAt.getTime();
    const now = { userId: attendance.userId, event };
    switch (ref.mail) {
      case 'confirmed':
      case 'promoted':
        if (!same || attendance.status !== AttendanceStatus.registered) return null;
        return {
          ...now,
          payment: (await this.fees.paymentMail(attendance.id)) ?? undefined,
          ticketPng: await this.tickets.png(attendance.id),
          ics: { method: 'PUBLISH', text: buildInvitation(this.invitation(event, ref, 'PUBLISH')) },
        };
      case 'waitlisted':
        if (!same || attendance.status !== AttendanceStatus.waitlisted) return null;
        return { ...now, waitlistPosition: await this.attendances.waitlistPosition(attendance) };
      case 'cancelled':
        return ref.hadPlace
          ? { ...now, ics: { method: 'CANCEL', text: buildInvitation(this.invitation(event, ref, 'CANCEL')) } }
          : now;
    }
  }

  private invitation(event: EventRow, ref: RegistrationMailRef, method: Invitation['method']): Invitation {
    return {
      ...toCalendarEvent(event, this.config.PUBLIC_URL),
      uid: `registration-${ref.registrationId}-${ref.registeredAt.getTime()}@${new URL(this.config.PUBLIC_URL).hostname}`,
      stamp: new Date(),
      created: undefined,
      method,
      sequence: method === 'CANCEL' ? 1 : 0,
      status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
      organizer: {
        name: this.config.SITE_NAME,
        email: /<([^>]+)>/.exec(this.config.MAIL_FROM)?.[1] ?? this.config.MAIL_FROM,
      },
    };
  }
}
