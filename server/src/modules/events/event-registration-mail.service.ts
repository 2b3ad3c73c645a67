// The mails a member's own registration causes, queued in its transaction: a place confirmed with
// the ticket's QR code and an .ics (RFC 5546 PUBLISH), the waitlist with the position and no
// ticket, a cancellation with an .ics CANCEL of the same UID and a higher SEQUENCE, and the ticket
// and .ics with a place given from the waitlist. The UID names the registration and when it was
// made, so a registration made again after a cancellation is a new calendar entry.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { Db } from '../../database/transaction.repository';
import { buildInvitation, type Invitation } from '../../domain/ics';
import { NotifyService, type RegistrationFiles } from '../notifications/notify.service';
import { AttendanceStatus, type AttendanceRow } from './event-attendance.repository';
import type { EventRow } from './event.repository';
import { toCalendarEvent } from './event.service';
import { EventTicketService } from './event-ticket.service';

/** The registration a mail is about: its id and when it was made. */
export type RegistrationRef = Pick<AttendanceRow, 'id' | 'registeredAt'>;

const registrationKey = (r: RegistrationRef) => `registration:${r.id}:${r.registeredAt.getTime()}`;

@Injectable()
export class EventRegistrationMailService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tickets: EventTicketService,
    private readonly notify: NotifyService,
  ) {}

  /** The member registered: a place (ticket and .ics) or the waitlist at `position`. */
  async registered(db: Db, event: EventRow, attendance: AttendanceRow, position: number | null): Promise<void> {
    const key = `${registrationKey(attendance)}:${attendance.status}`;
    if (attendance.status === AttendanceStatus.waitlisted) {
      await this.notify.registrationChanged(db, event, attendance.userId, { state: 'waitlisted', position: position ?? 1 }, key, {});
    } else {
      await this.notify.registrationChanged(db, event, attendance.userId, { state: 'registered' }, key, await this.placeFiles(event, attendance));
    }
  }

  /** The member cancelled; `hadPlace`: the .ics sent with the place is withdrawn. */
  async cancelled(db: Db, event: EventRow, attendance: AttendanceRow, hadPlace: boolean): Promise<void> {
    const files: RegistrationFiles = hadPlace ? { ics: { method: 'CANCEL', text: buildInvitation(this.invitation(event, attendance, 'CANCEL')) } } : {};
    await this.notify.registrationChanged(db, event, attendance.userId, { state: 'cancelled' }, `${registrationKey(attendance)}:cancelled`, files);
  }

  /** What a place comes with: the ticket's QR code and the .ics. */
  async placeFiles(event: EventRow, registration: RegistrationRef): Promise<RegistrationFiles> {
    return { ticketPng: await this.tickets.png(registration.id), ics: { method: 'PUBLISH', text: buildInvitation(this.invitation(event, registration, 'PUBLISH')) } };
  }

  private invitation(event: EventRow, registration: RegistrationRef, method: Invitation['method']): Invitation {
    const entry = toCalendarEvent(event, this.config.PUBLIC_URL);
    return {
      ...entry,
      uid: `registration-${registration.id}-${registration.registeredAt.getTime()}@${new URL(this.config.PUBLIC_URL).hostname}`,
      stamp: new Date(),
      created: undefined,
      method,
      sequence: method === 'CANCEL' ? 1 : 0,
      status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
      organizer: { name: this.config.SITE_NAME, email: /<([^>]+)>/.exec(this.config.MAIL_FROM)?.[1] ?? this.config.MAIL_FROM },
    };
  }
}
