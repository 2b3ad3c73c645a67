// Members' registrations for events: register (a place, or the waitlist when full), cancel (the
// first waitlisted member moves up in the same transaction), my state, my events.
//
// Rules decided here (docs/product-rules.md §4 leaves them open):
// - Any signed-in member whose onboarding is complete may register, verified by staff or not;
//   before onboarding is complete → 403 errors.onboarding_incomplete.
// - Registering is idempotent: when already registered or waitlisted, POST answers 200 with the
//   current state and changes nothing (even after registration has closed). After a cancellation a
//   new POST registers again, at the end of the queue.
// - Registration closes at registration_deadline, or when the event starts when it has none → 409
//   errors.registration_closed. Cancelling is possible until the event starts (or, when the
//   deadline is later, while registration is open).
// Every write takes the event's row lock first (EventAttendanceRepository.lockEvent), so places are
// counted and taken one writer at a time: no overbooking, and each freed place promotes one member,
// whose "máte miesto" mail is queued in the same transaction (it is sent if and only if the place is
// given). fillFromWaitlist is that one rule, for a cancellation, an account deletion and a larger capacity.
// A registration and a cancellation by the member are confirmed by mail: the transaction writes a
// small outbox row only, its delivery job follows the commit, and the mail (ticket QR, .ics) is
// written when sent (event-registration-mail.service.ts).
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../jobs/clock';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { isMemberOnboarded } from '../../domain/onboarding-steps';
import {
  type EventListQueryDto,
  type MyEventListResponseDto,
  type EventRegistrationDto,
  type EventRegistrationResponseDto,
  type RegisterForEventDto,
  mapEventSummary,
} from './event.dto';
import { pageWindow } from '../../common/page.dto';
import { AttendanceStatus, EventAttendanceRepository, type AttendanceRow } from './event-attendance.repository';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import type { EventRow } from './event.repository';
import { isoOrNull } from '../../common/iso-time';
import { isPublished } from '../../domain/published';
import { eventNotFound, EventService } from './event.service';
import { isRegistrationOpen } from './event-rules';
import { NotifyService, type Notified } from '../notifications/notify.service';
import { EventTicketService } from './event-ticket.service';
import { EventRegistrationMailService } from './event-registration-mail.service';
import { EventCheckInRepository } from './event-check-in.repository';
import { EVENTS_ERRORS } from './events-errors';
import { EventFeesService } from '../event-fees/event-fees.service';
import { memberName } from '../../domain/member-name';
import { formatEuro } from '../../domain/money';
import type { ClubAccount } from '../club-account/club-account.service';

const registrationClosed = (message: string) => new ApiError(409, EVENTS_ERRORS.registration_closed, message);

/**
 * Members whose onboarding is complete (verified or not) may register. The guard read the member's
 * profile on this request (AuthUser.profile); it is not read again.
 */
function assertMayRegister(user: AuthUser): void {
  if (!user.profile || !isMemberOnboarded(user.profile)) {
    throw new ApiError(
      403,
      EVENTS_ERRORS.onboarding_incomplete,
      'Complete your registration (onboarding) before registering for events',
    );
  }
}

/** Cancelling is allowed before the event starts, and also later while registration is still open. */
const isCancellationOpen = (event: EventRow, now: Date) => now < event.dateStart || isRegistrationOpen(event, now);

@Injectable()
export class EventAttendanceService {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventService,
    private readonly attendances: EventAttendanceRepository,
    private readonly notify: NotifyService,
    private readonly tx: TransactionRepository,
    private readonly tickets: EventTicketService,
    private readonly checkIns: EventCheckInRepository,
    private readonly mails: EventRegistrationMailService,
    private readonly fees: EventFeesService,
  ) {}

  async registerForEvent(
    user: AuthUser,
    slug: string,
    body: RegisterForEventDto = {},
  ): Promise<EventRegistrationResponseDto> {
    const { v, mails } = await this.tx.run(async (db) => {
      const locked = await this.lockPublished(db, slug);
      assertMayRegister(user);
      const now = this.clock.now();
      const current = await this.attendances.find(locked.id, user.id, db);
      if (current && current.status !== AttendanceStatus.cancelled)
        return { v: await this.mapRegistration(current, locked, user, db), mails: [] };
      if (!isRegistrationOpen(locked, now)) throw registrationClosed('Registration for this event is closed');
      const companions = body.companions ?? 0;
      if (companions > locked.companionsMax)
        throw new ApiError(
          400,
          EVENTS_ERRORS.companions_too_many,
          `At most ${locked.companionsMax} companions may come with a member`,
          { companions_max: locked.companionsMax },
        );
      // A place for the member and each companion, or the waitlist (first come first served).
      const taken = await this.attendances.places(locked.id, AttendanceStatus.registered, db);
      const status =
        locked.capacity === null || taken + 1 + companions <= locked.capacity
          ? AttendanceStatus.registered
          : AttendanceStatus.waitlisted;
      const saved = await this.attendances.saveActive(db, locked.id, user.id, status, now, companions);
      const charged = await this.fees.charge(db, locked, saved, now);
      return {
        v: await this.mapRegistration(charged, locked, user, db),
        mails: await this.mails.changed(db, user, locked, charged),
      };
    });
    void this.mails.dispatch(mails);
    return { v };
  }

  async cancelEventRegistration(user: AuthUser, slug: string): Promise<EventRegistrationResponseDto> {
    const now = this.clock.now();
    const { v, mails } = await this.tx.run(async (db) => {
      const locked = await this.lockPublished(db, slug);
      const current = await this.attendances.find(locked.id, user.id, db);
      if (!current)
        throw new ApiError(404, EVENTS_ERRORS.registration_not_found, 'You are not registered for this event');
      if (current.status === AttendanceStatus.cancelled)
        return { v: await this.mapRegistration(current, locked, user, db), mails: [] };
      if (!isCancellationOpen(locked, now))
        throw registrationClosed('The event has started: the registration can no longer be cancelled');
      const cancelled = await this.attendances.setStatus(db, current.id, AttendanceStatus.cancelled);
      // What the member paid is owed back until the event's refund deadline, kept after it.
      await this.fees.settleEnded(db, current.id, 'member_cancelled', this.fees.refundsAt(locked, now));
      if (current.status === AttendanceStatus.registered) await this.fillFromWaitlist(db, locked, now);
      return {
        v: await this.mapRegistration(cancelled, locked, user, db),
        mails: await this.mails.changed(db, user, locked, cancelled, current.status === AttendanceStatus.registered),
      };
    });
    void this.mails.dispatch(mails);
    return { v };
  }

  /**
   * Staff (events) cancel a member's registration of this event: the place goes to the waitlist, what the member
   * paid is owed back (always: it was not the member's choice), and the member is told. Cancelling a cancelled one
   * changes nothing.
   */
  async cancelRegistrationAdmin(eventId: string, registrationId: string): Promise<void> {
    await this.tx.run(async (db) => {
      const locked = await this.attendances.lockEvent(db, { id: eventId });
      if (!locked) throw eventNotFound();
      const current = await this.attendances.get(db, registrationId);
      if (!current || current.eventId !== eventId)
        throw new ApiError(404, EVENTS_ERRORS.registration_not_found, 'No registration with this id at this event');
      if (current.status === AttendanceStatus.cancelled) return;
      const now = this.clock.now();
      await this.attendances.setStatus(db, current.id, AttendanceStatus.cancelled);
      const refunded = await this.fees.settleEnded(db, current.id, 'staff_cancelled');
      await this.notify.registrationNotice(
        db,
        [current.userId],
        () => `registration_cancelled_by_staff:${current.id}:${current.registeredAt.getTime()}`,
        () => ({
          subject: `Prihlásenie zrušené: ${locked.title}`,
          paragraphs: [
            `organizátori zrušili vaše prihlásenie na udalosť „${locked.title}“.`,
            ...(refunded > 0 ? [`Zaplatenú sumu ${formatEuro(refunded)} vám vrátime.`] : []),
            'Ak ide o omyl, ozvite sa organizátorom.',
          ],
        }),
      );
      if (current.status === AttendanceStatus.registered && now < locked.dateStart)
        await this.fillFromWaitlist(db, locked, now);
    });
  }

  async getMyEventRegistration(user: AuthUser, slug: string): Promise<EventRegistrationResponseDto> {
    const event = await this.events.findPublished(slug);
    const current = await this.attendances.find(event.id, user.id);
    return { v: await this.mapRegistration(current, event, user) };
  }

  /** Published events the member is registered or waitlisted for, with the member's state in each. */
  async listMyEvents(user: AuthUser, query: EventListQueryDto): Promise<MyEventListResponseDto> {
    const now = this.clock.now();
    const { rows, total } = await this.attendances.listMine(user.id, query.when ?? 'upcoming', now, pageWindow(query));
    const counts = await this.attendances.countsByEvent(rows.map((a) => a.eventId));
    const account = await this.fees.clubAccount();
    const v = await Promise.all(
      rows.map(async (a) => ({
        ...mapEventSummary(a.event, counts.get(a.eventId), now),
        registration: await this.mapRegistration(a, a.event, user, undefined, account),
      })),
    );
    return { v, total };
  }

  /**
   * For account deletion, inside the caller's transaction: deletes the member's check-in times (and
   * forgets the member as the staff who checked others in), cancels all the member's registrations (what they
   * paid is owed back as when they cancel);
   * each place freed at an event that has not started goes to the first waitlisted member, who is
   * mailed "máte miesto" in the same transaction (when the event is published). Events are locked in
   * id order (the order listActiveForUser returns), so concurrent callers cannot deadlock.
   */
  async cancelAllForMember(db: Db, userId: string): Promise<void> {
    await this.checkIns.eraseForMember(db, userId);
    const active = await this.attendances.listActiveForUser(db, userId);
    for (const attendance of active) {
      const event = await this.attendances.lockEvent(db, { id: attendance.eventId });
      await this.attendances.setStatus(db, attendance.id, AttendanceStatus.cancelled);
      const now = this.clock.now();
      if (event) await this.fees.settleEnded(db, attendance.id, 'member_cancelled', this.fees.refundsAt(event, now));
      if (event && attendance.status === AttendanceStatus.registered && now < event.dateStart)
        await this.fillFromWaitlist(db, event, now);
    }
  }

  /**
   * Promote from the waitlist, then tell the member: fills the event's free places (capacity minus
   * registered; all of them when unlimited) from its waitlist, first come first served, and queues
   * each promoted member's "máte miesto" mail and push in the same transaction when the event is published.
   * Call with the event locked (lockEvent) and `event` read under that lock: the place is given, and
   * announced, exactly once.
   */
  async fillFromWaitlist(db: Db, event: EventRow, now: Date): Promise<Notified> {
    const promoted = await this.attendances.promoteWaitlisted(db, event.id, event.capacity);
    await this.fees.placesGiven(
      db,
      event,
      promoted.map((p) => p.registrationId),
      now,
    );
    return isPublished(event.publishedAt, now)
      ? this.notify.waitlistPromoted(db, event, promoted, now)
      : { mail: 0, push: 0 };
  }

  /** Locks the published event with this slug (404 errors.event_not_found when there is none). */
  private async lockPublished(db: Db, slug: string): Promise<EventRow> {
    const locked = await this.attendances.lockEvent(db, { slug });
    if (!locked || !isPublished(locked.publishedAt, this.clock.now())) throw eventNotFound();
    return locked;
  }

  private async mapRegistration(
    attendance: AttendanceRow | null,
    event: EventRow,
    user: AuthUser,
    db?: Db,
    account?: ClubAccount | null,
  ): Promise<EventRegistrationDto> {
    if (!attendance)
      return {
        status: null,
        waitlist_position: null,
        registered_at: null,
        ticket_token: null,
        checked_in_at: null,
        companions: 0,
        payment: null,
      };
    const waitlisted = attendance.status === AttendanceStatus.waitlisted;
    const payable = attendance.amountCents !== null && attendance.status !== AttendanceStatus.cancelled;
    return {
      status: attendance.status,
      waitlist_position: waitlisted ? await this.attendances.waitlistPosition(attendance, db) : null,
      registered_at: isoOrNull(attendance.registeredAt),
      ticket_token: attendance.status === AttendanceStatus.registered ? this.tickets.sign(attendance.id) : null,
      checked_in_at: isoOrNull(attendance.checkIn?.checkedInAt ?? null),
      companions: attendance.companions,
      payment: payable
        ? this.fees.payment(
            attendance,
            event,
            memberName(user.profile),
            account === undefined ? await this.fees.clubAccount(db) : account,
          )
        : null,
    };
  }
}
