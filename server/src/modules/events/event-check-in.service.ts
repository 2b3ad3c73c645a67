// Check-in at the door, for staff holding events=full: by the ticket's QR token, by the
// registration (a member found by name, without a phone), and undo.
//
// Rules decided here:
// - A forged, altered or malformed token is 400 errors.ticket_invalid: it names nothing. Every
//   other scan is an answer (200) the screen shows: checked in, already (when, by whom), not
//   registered, waitlisted, cancelled, or another event's ticket.
// - Only a registration holding a place (registered) is checked in; the check-in is the one INSERT
//   of EventCheckInRepository.insert, so a ticket counts once whoever scans it at the same moment.
// - The check-in time is the server's when the scan arrives (a scan queued offline counts when it is sent).
// - Check-in is open whenever staff use it (before or after the event too): staff decide at the door.
// - A paid event's registration not paid in full is checked in like any other; the answer says what it
//   owes, and staff take it in cash (recordCashAdmin), which records a manual payment.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { EventRepository } from './event.repository';
import { eventNotFound } from './event.service';
import { EventCheckInRepository } from './event-check-in.repository';
import { mapCheckIn, mapNoRegistration, type CheckInDto, type CheckInResponseDto } from './event-check-in.dto';
import { EventTicketService } from './event-ticket.service';
import { AttendanceStatus, EventAttendanceRepository } from './event-attendance.repository';
import { EVENTS_ERRORS } from './events-errors';
import { EventFeesService } from '../event-fees/event-fees.service';
import { TransactionRepository } from '../../database/transaction.repository';

const registrationNotFound = () =>
  new ApiError(404, EVENTS_ERRORS.registration_not_found, 'No registration with this id at this event');

@Injectable()
export class EventCheckInService {
  constructor(
    private readonly events: EventRepository,
    private readonly checkIns: EventCheckInRepository,
    private readonly tickets: EventTicketService,
    private readonly fees: EventFeesService,
    private readonly tx: TransactionRepository,
    private readonly attendances: EventAttendanceRepository,
  ) {}

  async checkInTicketAdmin(staff: AuthUser, eventId: string, token: string): Promise<CheckInResponseDto> {
    await this.assertEvent(eventId);
    const registrationId = this.tickets.read(token.trim());
    if (!registrationId) throw new ApiError(400, EVENTS_ERRORS.ticket_invalid, 'This is not a ticket of this club');
    return { v: await this.checkIn(staff, eventId, registrationId) };
  }

  async checkInRegistrationAdmin(
    staff: AuthUser,
    eventId: string,
    registrationId: string,
  ): Promise<CheckInResponseDto> {
    await this.assertEvent(eventId);
    const answer = await this.checkIn(staff, eventId, registrationId);
    if (answer.result === 'not_registered' || answer.result === 'other_event') throw registrationNotFound();
    return { v: answer };
  }

  /**
   * Cash taken at the door: records what the registration still owes as a manual payment (who took it) and answers
   * the door's view of it (owing nothing now). Nothing owed: nothing recorded, the same answer.
   */
  async recordCashAdmin(staff: AuthUser, eventId: string, registrationId: string): Promise<CheckInResponseDto> {
    await this.assertEvent(eventId);
    await this.tx.run(async (db) => {
      // Under the event's row lock: two staff pressing at once record the cash once.
      await this.attendances.lockEvent(db, { id: eventId });
      const row = await this.checkIns.findRegistration(registrationId, db);
      if (!row || row.eventId !== eventId || row.status !== AttendanceStatus.registered) throw registrationNotFound();
      await this.fees.recordCash(db, row, staff.id);
    });
    const row = (await this.checkIns.findRegistration(registrationId))!;
    return { v: mapCheckIn(row.checkIn ? 'already_checked_in' : 'checked_in', row) };
  }

  /** Undoes a check-in (idempotent: no check-in, nothing to undo). */
  async undoCheckInAdmin(eventId: string, registrationId: string): Promise<void> {
    await this.assertEvent(eventId);
    const row = await this.checkIns.findRegistration(registrationId);
    if (!row || row.eventId !== eventId) throw registrationNotFound();
    await this.checkIns.remove(registrationId, eventId);
  }

  private async checkIn(staff: AuthUser, eventId: string, registrationId: string): Promise<CheckInDto> {
    const inserted = await this.checkIns.insert(registrationId, eventId, staff.id);
    const row = await this.checkIns.findRegistration(registrationId);
    if (!row) return mapNoRegistration('not_registered');
    if (row.eventId !== eventId) return mapNoRegistration('other_event', row.event.title);
    if (inserted) return mapCheckIn('checked_in', row);
    if (row.checkIn) return mapCheckIn('already_checked_in', row);
    if (row.status === AttendanceStatus.waitlisted) return mapCheckIn('waitlisted', row);
    if (row.status === AttendanceStatus.cancelled) return mapCheckIn('cancelled', row);
    // Registered and not checked in: another scan's check-in was undone between the two statements.
    return this.checkIn(staff, eventId, registrationId);
  }

  private async assertEvent(eventId: string): Promise<void> {
    if (!(await this.events.findById(eventId))) throw eventNotFound();
  }
}
