// Paid events: what a registration owes and how it is paid (docs/product-rules.md §4 "Paid events").
// The events module calls `charge` when a member registers (in the registration's transaction, under
// the event's row lock) and `placesGiven` when the waitlist moves up; the statement import (modules/dues)
// matches symbols with `byVariableSymbols` and records money with `applyPayments`; the door records
// cash with `recordCash`. A place is held only while it is paid by its deadline (the events module's
// release sweep asks `listOverdue`).
import { Inject, Injectable } from '@nestjs/common';
import type { Db } from '../../database/transaction.repository';
import { CLOCK, type Clock } from '../../jobs/clock';
import { iso } from '../../common/iso-time';
import { payBySquare, qrPng } from '../../domain/pay-by-square';
import { euros, formatEuro } from '../../domain/money';
import { memberName } from '../../domain/member-name';
import { formatEventTime } from '../notifications/notifications.types';
import { NotifyService } from '../notifications/notify.service';
import { RefundsService } from '../refunds/refunds.service';
import type { RefundReason } from '../refunds/refunds.types';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import { mapPaymentDetails } from '../../common/payment-details.dto';
import { ClubAccountService, type ClubAccount } from '../club-account/club-account.service';
import { EventFeesRepository, type PayableRow } from './event-fees.repository';
import type { EventMoneyDto, EventPaymentDto } from './event-fees.dto';
import {
  eventPaymentNote,
  eventPaymentStatus,
  eventVariableSymbol,
  outstandingCents,
  paymentDueAt,
  registrationAmount,
} from './event-fee-rules';

/** What the fee rules read of an event. */
export interface FeeEvent {
  title: string;
  priceCents: number | null;
  paymentDays: number;
  registrationDeadline: Date | null;
  dateStart: Date;
}

/** What the fee rules read of a registration. */
export interface FeeRegistration {
  id: string;
  status: string;
  companions: number;
  amountCents: number | null;
  paidCents: number;
  variableSymbol: string | null;
  paymentDueAt: Date | null;
}

@Injectable()
export class EventFeesService {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    private readonly fees: EventFeesRepository,
    private readonly accounts: ClubAccountService,
    private readonly notify: NotifyService,
    private readonly refunds: RefundsService,
  ) {}

  /**
   * A registration made (or made again after a cancellation): what it owes at the event's price now,
   * its variable symbol (kept when it had one) and, for a place, the payment deadline; a waitlisted
   * member pays once given a place. Returns the registration as written.
   */
  async charge<R extends FeeRegistration>(db: Db, event: FeeEvent, registration: R, at: Date): Promise<R> {
    const amountCents = registrationAmount(event.priceCents, registration.companions);
    const variableSymbol =
      amountCents === null
        ? registration.variableSymbol
        : (registration.variableSymbol ?? eventVariableSymbol(await this.fees.nextSequence(db)));
    const due = amountCents !== null && registration.status === 'registered' ? paymentDueAt(event, at) : null;
    const write = { amountCents, variableSymbol, paymentDueAt: due };
    // A free event's registration that never owed anything: nothing to write (the lock is held for no extra query).
    if (amountCents === null && registration.amountCents === null && registration.paidCents === 0) return registration;
    await this.fees.setPayable(db, registration.id, write);
    return { ...registration, ...write, paidCents: 0 };
  }

  /** Places given from the waitlist at `at`: each owes from now, by its own deadline. */
  placesGiven(db: Db, event: FeeEvent, registrationIds: string[], at: Date): Promise<void> {
    return this.fees.setDue(db, registrationIds, paymentDueAt(event, at));
  }

  /** The club's account (null until staff set it): read once for a list of payments. */
  clubAccount(db?: Db): Promise<ClubAccount | null> {
    return this.accounts.clubAccount(db);
  }

  /** What the member sees of the registration's payment; null for a free one or a cancelled one. */
  payment(
    registration: FeeRegistration,
    event: Pick<FeeEvent, 'title'>,
    memberName: string | null,
    account: ClubAccount | null,
  ): EventPaymentDto | null {
    const status = eventPaymentStatus(registration);
    if (status === null || !registration.variableSymbol || registration.status === 'cancelled') return null;
    const owed = outstandingCents(registration);
    const note = eventPaymentNote(event.title, memberName);
    const due = registration.paymentDueAt ?? this.clock.now();
    return {
      amount: euros(registration.amountCents!),
      paid: euros(registration.paidCents),
      outstanding: euros(owed),
      status,
      variable_symbol: registration.variableSymbol,
      due_at: status === 'paid' || !registration.paymentDueAt ? null : iso(registration.paymentDueAt),
      payment_note: note,
      account: account && mapPaymentDetails(account),
      pay_by_square:
        account && owed > 0 && registration.status === 'registered'
          ? payBySquare({
              ...account,
              amountCents: owed,
              variableSymbol: registration.variableSymbol,
              note,
              dueDate: due,
            })
          : null,
    };
  }

  /**
   * How to pay for a place, as a mail says it when sent: the lines and the PAY by square QR (PNG);
   * null when the registration owes nothing (free, paid, or no longer registered).
   */
  async paymentMail(registrationId: string): Promise<{ lines: string[]; qrPng: string | null } | null> {
    const row = await this.fees.findPayable(registrationId);
    if (!row || row.status !== 'registered') return null;
    const owed = outstandingCents(row);
    if (owed === 0 || !row.variableSymbol) return null;
    const account = await this.accounts.clubAccount();
    const payment = this.payment(row, row.event, memberName(row.user), account);
    const due = row.paymentDueAt
      ? `Uhraďte, prosím, do ${formatEventTime(row.paymentDueAt)}. Ak platba dovtedy nepríde, miesto sa uvoľní ďalšiemu v poradí.`
      : null;
    const lines = [
      `Na úhradu: ${formatEuro(owed)}${row.companions ? ` (vy a sprievodcovia: ${row.companions})` : ''}.`,
      account
        ? `Účet (IBAN): ${account.iban} · Variabilný symbol: ${row.variableSymbol} · Správa pre prijímateľa: ${payment!.payment_note}`
        : `Variabilný symbol: ${row.variableSymbol}. Údaje o účte klubu nájdete na stránke udalosti.`,
      ...(due ? [due] : []),
      'Naskenujte QR kód nižšie v aplikácii svojej banky (PAY by square). Vstupenka platí po zaplatení.',
    ];
    return { lines, qrPng: payment?.pay_by_square ? await qrPng(payment.pay_by_square) : null };
  }

  /** Registrations still owed that a payment's symbols or payer's name point to (the assign dialog's suggestions). */
  owingBySymbolOrName(symbols: string[], debtorName: string | null) {
    return this.fees.owingBySymbolOrName(symbols, debtorName);
  }

  /** Registrations that still owe exactly `cents`, at most `take`. */
  owingAmount(cents: number, take: number): Promise<PayableRow[]> {
    return this.fees.owingAmount(cents, take);
  }

  /** Registrations by variable symbol (the statement import's lookup). */
  byVariableSymbols(symbols: string[]): Promise<Map<string, PayableRow>> {
    return this.fees.byVariableSymbols(symbols);
  }

  /**
   * Received money counted on registrations, in the import's transaction; each registration this paid in full
   * gets its confirmation mail (in the same transaction). Returns those registrations.
   */
  async applyPayments(db: Db, payments: { attendanceId: string; cents: number }[]): Promise<PayableRow[]> {
    const applied = await this.fees.applyPayments(db, payments, this.clock.now());
    // Money for a registration that had ended meanwhile (released, cancelled) goes back to the payer.
    for (const { row } of applied.filter(({ row }) => row.status === 'cancelled'))
      await this.settleEnded(db, row.id, 'paid_after_cancellation');
    const paid = applied
      .filter(({ row, paidBefore }) => row.amountCents !== null && paidBefore < row.amountCents)
      .filter(({ row }) => row.paidCents >= row.amountCents! && row.status === 'registered')
      .map(({ row }) => row);
    await this.thank(db, paid);
    return paid;
  }

  /** "Platba prijatá": the member's place is paid and the ticket counts. */
  private thank(db: Db, rows: PayableRow[]): Promise<number> {
    const byUser = new Map(rows.map((r) => [r.userId, r]));
    return this.notify.registrationNotice(
      db,
      [...byUser.keys()],
      (userId) => `event_paid:${byUser.get(userId)!.id}:${byUser.get(userId)!.registeredAt.getTime()}`,
      (r) => {
        const row = byUser.get(r.id)!;
        return {
          subject: `Platba prijatá: ${row.event.title}`,
          paragraphs: [
            `prijali sme vašu platbu ${formatEuro(row.paidCents)} za udalosť „${row.event.title}“. Vaše miesto je zaplatené a vstupenka platí.`,
            `Kedy: ${formatEventTime(row.event.dateStart)}${row.event.location ? ` · Kde: ${row.event.location}` : ''}`,
            'Pri vstupe ukážte QR kód vstupenky z Mojich udalostí.',
          ],
          action: { label: 'Moje udalosti', url: `${this.config.PUBLIC_URL}/uzivatel/udalosti` },
        };
      },
    );
  }

  /** Money taken at the door: what the registration still owes, recorded as a manual payment. */
  async recordCash(db: Db, registration: FeeRegistration, staffId: string): Promise<number> {
    const owed = outstandingCents(registration);
    if (owed === 0) return 0;
    const at = this.clock.now();
    await this.fees.insertCash(db, registration.id, owed, staffId, registration.variableSymbol, at);
    await this.fees.applyPayments(db, [{ attendanceId: registration.id, cents: owed }], at);
    return owed;
  }

  /**
   * A registration ended (cancelled, released, its event called off) or a payment came for one that had: the money
   * received for it and not yet settled is owed back (a refund to the account it came from, in this transaction) or,
   * when `refund` is false (the member cancelled after the refund deadline), kept. Returns the cents owed back.
   */
  async settleEnded(db: Db, registrationId: string, reason: RefundReason, refund = true): Promise<number> {
    const registration = await this.fees.findPayable(registrationId, db);
    if (!registration) return 0;
    const open = await this.fees.openPayments(db, registration.id);
    if (open.cents === 0) return 0;
    const now = this.clock.now();
    if (!refund) {
      await this.fees.settlePayments(
        db,
        registration.id,
        'dismissed',
        'Prihlásenie zrušené po termíne na vrátenie',
        now,
      );
      return 0;
    }
    const name = memberName(registration.user) ?? registration.user.email;
    const owed = await this.refunds.owe(db, {
      attendanceId: registration.id,
      userId: registration.userId,
      eventId: registration.eventId,
      eventTitle: registration.event.title,
      memberName: name,
      variableSymbol: registration.variableSymbol ?? '',
      amountCents: open.cents,
      reason,
      iban: open.iban,
      accountName: open.iban ? (open.name ?? name) : null,
    });
    await this.fees.settlePayments(db, registration.id, 'returned', `Vrátenie ${owed.endToEndId}`, now);
    return open.cents;
  }

  /** Whether a member who cancels at `at` gets the payment back: until the event's refund deadline (none: always). */
  refundsAt(event: { refundDeadline: Date | null }, at: Date): boolean {
    return event.refundDeadline === null || at <= event.refundDeadline;
  }

  /** The event's registrations holding money not yet settled (an event called off owes it back). */
  registrationsWithMoney(db: Db, eventId: string): Promise<string[]> {
    return this.fees.withOpenPayments(db, eventId);
  }

  /** A paid event's money for staff (the event's page in the console). */
  async eventMoney(eventId: string): Promise<EventMoneyDto> {
    const [totals, refunds] = await Promise.all([this.fees.eventTotals(eventId), this.refunds.eventTotals(eventId)]);
    return {
      received: euros(totals.received),
      owed: euros(totals.owed),
      unpaid_count: totals.unpaid,
      refunds_owed: euros(refunds.owed),
      refunded: euros(refunds.refunded),
    };
  }

  /** Places whose payment deadline has passed unpaid (the release sweep's work). */
  listOverdue(limit: number) {
    return this.fees.listOverdue(this.clock.now(), limit);
  }
}
