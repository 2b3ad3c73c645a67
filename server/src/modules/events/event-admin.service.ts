// Staff management of events (events=full): all events including drafts, create/edit/delete, and
// the attendee list (JSON and a CSV for Excel), by id, for the staff console (the member area's
// /uzivatel/udalosti/{slug}/ucastnici opens the console's event page).
//
// Decisions: lowering capacity below the number of registered members is refused (409
// errors.capacity_below_registered) rather than silently moving members to the waitlist; raising it
// (or removing it) promotes waitlisted members into the new places in the same transaction.
// Deleting an event deletes its registrations with it; the money they paid is owed back (refunds). The
// members' mails (moved up, event moved or called off, newly published) are queued in the transaction of
// the change that causes them.
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import { CLOCK, type Clock } from '../../jobs/clock';
import { ApiError } from '../../common/api-error';
import { renderMarkdown } from '../../common/markdown';
import { CLUB_TIME_ZONE } from '../../domain/calendar';
import { CSV_CONTENT_TYPE, toCsv } from '../../domain/csv';
import {
  mapAttendee,
  mapAdminEventSummary,
  AdminEventDto,
  type AdminEventListQueryDto,
  type EventAttendeeListQueryDto,
  type AdminEventListResponseDto,
  type AdminEventChangeResponseDto,
  type AdminEventResponseDto,
  type CreateEventAdminDto,
  type UpdateEventAdminDto,
} from './event-admin.dto';
import type { EventAttendeeListResponseDto } from './event.dto';
import { pageWindow } from '../../common/page.dto';
import { AttendanceStatus, EventAttendanceRepository, type AttendeeRow } from './event-attendance.repository';
import { EventAttendanceService } from './event-attendance.service';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import { EventRepository, type EventRow, type EventWithPhoto, type EventWrite } from './event.repository';
import { GalleryService } from '../gallery/gallery.service';
import { chooseSlug, slugTaken, toDate, writeWithSlug } from '../../common/slug-choice';
import { isPublished } from '../../domain/published';
import { eventNotFound } from './event.service';
import { eventEnd } from './event-rules';
import { NotifyService, type Notified } from '../notifications/notify.service';
import { GALLERY_ERRORS } from '../gallery/gallery.types';
import { EVENTS_ERRORS } from './events-errors';
import { EventFeesService } from '../event-fees/event-fees.service';
import { csvEuros } from '../../domain/money';

const PAYMENT_LABEL = { unpaid: 'nezaplatené', partly_paid: 'čiastočne zaplatené', paid: 'zaplatené' } as const;

const datesInvalid = (message: string) => new ApiError(400, EVENTS_ERRORS.event_dates_invalid, message);

const registeredAtFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** date_end not before date_start; the registration deadline not after the event ends. */
function checkDates(event: Pick<EventRow, 'dateStart' | 'dateEnd' | 'registrationDeadline'>): void {
  if (event.dateEnd && event.dateEnd < event.dateStart) throw datesInvalid('date_end must not be before date_start');
  if (event.registrationDeadline && event.registrationDeadline > eventEnd(event)) {
    throw datesInvalid('registration_deadline must not be after the event ends');
  }
}

/** The request's fields as a repository write: undefined = unchanged, null = cleared. */
function toWrite(body: CreateEventAdminDto | UpdateEventAdminDto): EventWrite {
  return {
    title: body.title?.trim(),
    description: body.description,
    body: body.body,
    photoId: body.photo_id,
    dateStart: toDate(body.date_start) ?? undefined,
    dateEnd: toDate(body.date_end),
    location: body.location,
    capacity: body.capacity,
    registrationDeadline: toDate(body.registration_deadline),
    publishedAt: toDate(body.published_at),
    fileName: body.file_name,
    priceCents: body.price === undefined ? undefined : body.price === null ? null : Math.round(body.price * 100),
    companionsMax: body.companions_max,
    paymentDays: body.payment_days,
    refundDeadline: toDate(body.refund_deadline),
  };
}

@Injectable()
export class EventAdminService {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: EventRepository,
    private readonly attendances: EventAttendanceRepository,
    private readonly gallery: GalleryService,
    private readonly notify: NotifyService,
    private readonly attendance: EventAttendanceService,
    private readonly tx: TransactionRepository,
    private readonly fees: EventFeesService,
  ) {}

  async listEventsAdmin(query: AdminEventListQueryDto): Promise<AdminEventListResponseDto> {
    const now = this.clock.now();
    const filter = { q: query.q?.trim() || undefined, when: query.when, sort: query.sort ?? '-date_start', now };
    const { rows, total } = await this.events.listForAdmin(filter, pageWindow(query));
    const counts = await this.attendances.countsByEvent(rows.map((e) => e.id));
    return { v: rows.map((e) => mapAdminEventSummary(e, counts.get(e.id), now)), total };
  }

  async getEventAdmin(id: string): Promise<AdminEventResponseDto> {
    return { v: await this.mapAdminEvent(await this.findById(id)) };
  }

  async createEventAdmin(body: CreateEventAdminDto): Promise<AdminEventChangeResponseDto> {
    const data = toWrite(body);
    checkDates({
      dateStart: data.dateStart!,
      dateEnd: data.dateEnd ?? null,
      registrationDeadline: data.registrationDeadline ?? null,
    });
    await this.checkPhoto(body.photo_id);
    const slug = await chooseSlug(body.slug, body.title, (s) => this.events.slugExists(s));
    // A published event and its "new event" mails commit together.
    const { row, notified } = await writeWithSlug(slug, () =>
      this.tx.run(async (db) => {
        const row = await this.events.create({ ...data, title: data.title!, dateStart: data.dateStart!, slug }, db);
        const notified = isPublished(row.publishedAt, this.clock.now())
          ? await this.notify.newEventPublished(row, db)
          : { mail: 0, push: 0 };
        return { row, notified };
      }),
    );
    return { v: await this.mapAdminEvent(row), notified };
  }

  async updateEventAdmin(id: string, body: UpdateEventAdminDto): Promise<AdminEventChangeResponseDto> {
    await this.findById(id);
    await this.checkPhoto(body.photo_id);
    if (body.slug !== undefined && (await this.events.slugExists(body.slug, id))) throw slugTaken(body.slug);
    const data = { ...toWrite(body), slug: body.slug };
    const now = this.clock.now();
    // Under the event's row lock: capacity is checked against, and fills from, the current registrations.
    const { updated, notified } = await writeWithSlug(body.slug ?? '', () =>
      this.tx.run(async (db) => {
        const current = await this.attendances.lockEvent(db, { id });
        if (!current) throw eventNotFound();
        const merged = {
          ...current,
          ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
        } as EventRow;
        checkDates(merged);
        if (
          data.priceCents !== undefined &&
          data.priceCents !== current.priceCents &&
          (await this.attendances.hasPaid(id, db))
        )
          throw new ApiError(
            409,
            EVENTS_ERRORS.price_locked,
            'Registrations of this event have paid: its price can no longer change',
          );
        if (data.capacity !== undefined) {
          const registered = await this.attendances.places(id, AttendanceStatus.registered, db);
          if (data.capacity !== null && data.capacity < registered) {
            throw new ApiError(
              409,
              EVENTS_ERRORS.capacity_below_registered,
              `${registered} members are registered: capacity cannot be lower`,
              { registered_count: registered },
            );
          }
        }
        await this.events.update(id, data, db);
        const after = (await this.events.findById(id, db))!;
        // A larger (or removed) capacity gives its new places to the waitlist.
        const promoted =
          data.capacity !== undefined ? await this.attendance.fillFromWaitlist(db, after, now) : { mail: 0, push: 0 };
        const announced = await this.announceUpdate(db, current, after, now);
        return {
          updated: after,
          notified: { mail: promoted.mail + announced.mail, push: promoted.push + announced.push },
        };
      }),
    );
    return { v: await this.mapAdminEvent(updated), notified };
  }

  /**
   * Deleting an event that has not ended calls it off: its registered and waitlisted members are told (in the
   * deletion's transaction).
   */
  async deleteEventAdmin(id: string): Promise<void> {
    await this.tx.run(async (db) => {
      const event = await this.attendances.lockEvent(db, { id });
      if (!event) throw eventNotFound();
      const now = this.clock.now();
      const attendees =
        isPublished(event.publishedAt, now) && eventEnd(event) > now
          ? await this.attendances.listActiveUserIds(id, undefined, db)
          : [];
      // Called off: every registration's money not yet settled is owed back, before the registrations go.
      for (const registrationId of await this.fees.registrationsWithMoney(db, id))
        await this.fees.settleEnded(db, registrationId, 'event_cancelled');
      await this.events.delete(id, db);
      await this.notify.eventCancelled(db, event, attendees);
    });
  }

  /** A moved or relocated upcoming event; an event just published. Returns whom it tells. */
  private async announceUpdate(db: Db, before: EventRow, after: EventRow, now: Date): Promise<Notified> {
    const told = { mail: 0, push: 0 };
    const add = (n: Notified) => {
      told.mail += n.mail;
      told.push += n.push;
    };
    const published = isPublished(after.publishedAt, now);
    const moved =
      before.dateStart.getTime() !== after.dateStart.getTime() || (before.location ?? '') !== (after.location ?? '');
    if (published && moved && eventEnd(after) > now) {
      add(
        await this.notify.eventChanged(
          db,
          after,
          { before, revision: after.updatedAt },
          await this.attendances.listActiveUserIds(after.id, undefined, db),
        ),
      );
    }
    if (published && !isPublished(before.publishedAt, now)) add(await this.notify.newEventPublished(after, db));
    return told;
  }

  listEventAttendeesAdmin(id: string, query: EventAttendeeListQueryDto): Promise<EventAttendeeListResponseDto> {
    return this.findById(id).then((event) => this.attendeeList(event, query));
  }

  exportEventAttendeesAdmin(id: string): Promise<StreamableFile> {
    return this.findById(id).then((event) => this.attendeeCsv(event));
  }

  private async attendeeList(event: EventRow, query: EventAttendeeListQueryDto): Promise<EventAttendeeListResponseDto> {
    const window = pageWindow(query, 100);
    const { rows, total, registered } = await this.attendances.listAttendees(event.id, window, query.q);
    if (!query.q?.trim())
      return { v: rows.map((row, i) => mapAttendee(row, this.position(row, window.skip + i, registered))), total };
    // A search leaves gaps in the list: each waitlisted member's place is read on its own.
    const v = await Promise.all(
      rows.map(async (row) =>
        mapAttendee(
          row,
          row.status === AttendanceStatus.waitlisted ? await this.attendances.waitlistPosition(row) : null,
        ),
      ),
    );
    return { v, total };
  }

  /** Every attendee as CSV (Slovak headers and values, `;`-separated, UTF-8 with BOM for Excel). */
  private async attendeeCsv(event: EventRow): Promise<StreamableFile> {
    const { rows, registered } = await this.attendances.listAttendees(event.id);
    const header = [
      'Stav',
      'Poradie na čakacej listine',
      'Meno',
      'Priezvisko',
      'E-mail',
      'Telefón',
      'Mesto',
      'Autá',
      'Prihlásený',
      'Prišiel/prišla',
      'Sprievodcovia',
      'Suma (EUR)',
      'Zaplatené (EUR)',
      'Platba',
      'Variabilný symbol',
    ];
    const lines = rows.map((row, i) => {
      const a = mapAttendee(row, this.position(row, i, registered));
      const status = a.status === 'registered' ? 'prihlásený' : 'čakacia listina';
      const registeredAt = registeredAtFormat.format(row.registeredAt);
      const came = row.checkIn ? registeredAtFormat.format(row.checkIn.checkedInAt) : '';
      return [
        status,
        a.waitlist_position,
        a.first_name,
        a.last_name,
        a.email,
        a.phone_number,
        a.address_city,
        a.car_models.join(', '),
        registeredAt,
        came,
        a.companions,
        a.amount === null ? '' : csvEuros(a.amount),
        a.amount === null ? '' : csvEuros(a.paid),
        a.payment_status ? PAYMENT_LABEL[a.payment_status] : '',
        a.variable_symbol,
      ];
    });
    return new StreamableFile(Buffer.from(toCsv(header, lines), 'utf8'), {
      type: CSV_CONTENT_TYPE,
      disposition: `attachment; filename="ucastnici-${event.slug}.csv"`,
    });
  }

  /** Attendees come registered first, then the waitlist in order: the index gives the place. */
  private position(row: AttendeeRow, index: number, registered: number): number | null {
    return row.status === AttendanceStatus.waitlisted ? index - registered + 1 : null;
  }

  private async mapAdminEvent(event: EventWithPhoto): Promise<AdminEventDto> {
    const [counts, money] = await Promise.all([
      this.attendances.countsByEvent([event.id]),
      this.fees.eventMoney(event.id),
    ]);
    return {
      ...mapAdminEventSummary(event, counts.get(event.id)),
      body: event.body,
      body_html: renderMarkdown(event.body),
      // A free event that never took money has none to show.
      money: event.priceCents === null && money.received === 0 ? null : money,
    };
  }

  private async findById(id: string): Promise<EventWithPhoto> {
    const event = await this.events.findById(id);
    if (!event) throw eventNotFound();
    return event;
  }

  private async checkPhoto(photoId: string | null | undefined): Promise<void> {
    if (photoId && !(await this.gallery.photoExists(photoId)))
      throw new ApiError(400, GALLERY_ERRORS.photo_not_found, 'photo_id names no photo');
  }
}
