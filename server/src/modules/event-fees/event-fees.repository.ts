// What registrations owe and receive (the payment columns of event_attendances) and the payments
// that name a registration (dues_payments.attendance_id: the one table of received money, whose
// statement import lives in modules/dues). Called inside the caller's transaction where a write
// depends on the event's places (the events module holds the event's row lock then).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import { nameTextWords, nameWordsSql } from '../../database/name-words';
import type { Prisma } from '../../generated/prisma/client';

const payableSelect = {
  id: true,
  userId: true,
  eventId: true,
  status: true,
  companions: true,
  amountCents: true,
  paidCents: true,
  variableSymbol: true,
  paymentDueAt: true,
  paidAt: true,
  registeredAt: true,
  event: { select: { id: true, slug: true, title: true, dateStart: true, location: true } },
  user: { select: { firstName: true, lastName: true, email: true } },
} satisfies Prisma.EventAttendanceSelect;

/** A registration with what it owes, its event and its member. */
export type PayableRow = Prisma.EventAttendanceGetPayload<{ select: typeof payableSelect }>;

export interface PaymentWrite {
  amountCents: number | null;
  variableSymbol: string | null;
  paymentDueAt: Date | null;
}

@Injectable()
export class EventFeesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The next number of event_variable_symbol_seq. */
  async nextSequence(db: Db): Promise<number> {
    const [row] = await db.$queryRaw<{ n: bigint }[]>`SELECT nextval('event_variable_symbol_seq') AS n`;
    return Number(row.n);
  }

  /** A registration (made or made again) owes this; nothing is paid towards it yet. */
  async setPayable(db: Db, id: string, data: PaymentWrite): Promise<void> {
    await db.eventAttendance.update({ where: { id }, data: { ...data, paidCents: 0, paidAt: null } });
  }

  /** Places given from the waitlist: their payment deadline (only those that owe money). */
  async setDue(db: Db, ids: string[], dueAt: Date): Promise<void> {
    if (ids.length === 0) return;
    await db.eventAttendance.updateMany({
      where: { id: { in: ids }, amountCents: { not: null } },
      data: { paymentDueAt: dueAt },
    });
  }

  findPayable(id: string, db: Db = this.prisma): Promise<PayableRow | null> {
    return db.eventAttendance.findUnique({ where: { id }, select: payableSelect });
  }

  /**
   * Registrations that still owe (registered or waitlisted) whose symbol is one of `symbols` or whose member's name
   * shares a word with the payer's (the assign dialog's suggestions), with both names as words.
   */
  async owingBySymbolOrName(
    symbols: string[],
    debtorName: string | null,
  ): Promise<{ rows: PayableRow[]; debtorWords: string[]; nameWords: Map<string, string[]> }> {
    const found = await this.prisma.$queryRaw<{ id: string; name_text: string; debtor_words: string[] }[]>`
      WITH payer AS (SELECT ${nameWordsSql(debtorName)} AS words)
      SELECT a.id, p.name_search_text AS name_text, payer.words AS debtor_words
      FROM event_attendances a JOIN profiles p ON p.id = a.user_id CROSS JOIN payer
      WHERE a.status <> 'cancelled' AND a.amount_cents > a.paid_cents AND p.deleted_at IS NULL
        AND (a.variable_symbol = ANY(${symbols}::text[]) OR string_to_array(p.name_search_text, ' ') && payer.words)
      LIMIT 200`;
    return {
      rows: await this.findMany(found.map((r) => r.id)),
      debtorWords: found[0]?.debtor_words ?? [],
      nameWords: new Map(found.map((r) => [r.id, nameTextWords(r.name_text)])),
    };
  }

  /** Registrations that still owe exactly `cents`, at most `take`. */
  async owingAmount(cents: number, take: number): Promise<PayableRow[]> {
    const found = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT a.id FROM event_attendances a JOIN profiles p ON p.id = a.user_id
      WHERE a.status <> 'cancelled' AND p.deleted_at IS NULL AND a.amount_cents - a.paid_cents = ${cents}::int
      ORDER BY a.variable_symbol LIMIT ${take}::int`;
    return this.findMany(found.map((r) => r.id));
  }

  private findMany(ids: string[], db: Db = this.prisma): Promise<PayableRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.eventAttendance.findMany({ where: { id: { in: ids } }, select: payableSelect });
  }

  /** Registrations by variable symbol. */
  async byVariableSymbols(symbols: string[]): Promise<Map<string, PayableRow>> {
    if (symbols.length === 0) return new Map();
    const rows = await this.prisma.eventAttendance.findMany({
      where: { variableSymbol: { in: symbols } },
      select: payableSelect,
    });
    return new Map(rows.map((r) => [r.variableSymbol!, r]));
  }

  /**
   * Adds received cents to registrations (one statement may pay one twice: a part, then the rest), in one statement
   * for them all. Returns the registrations as they are after, with what each had paid before.
   */
  async applyPayments(
    db: Db,
    payments: { attendanceId: string; cents: number }[],
    at: Date,
  ): Promise<{ row: PayableRow; paidBefore: number }[]> {
    const sums = new Map<string, number>();
    for (const p of payments) sums.set(p.attendanceId, (sums.get(p.attendanceId) ?? 0) + p.cents);
    if (sums.size === 0) return [];
    const before = await db.$queryRaw<{ id: string; paid_before: number }[]>`
      UPDATE event_attendances a SET paid_cents = a.paid_cents + v.cents,
        paid_at = CASE WHEN a.paid_at IS NULL AND a.paid_cents + v.cents >= a.amount_cents THEN ${at} ELSE a.paid_at END
      FROM unnest(${[...sums.keys()]}::uuid[], ${[...sums.values()]}::int[]) AS v(id, cents)
      WHERE a.id = v.id
      RETURNING a.id::text AS id, a.paid_cents - v.cents AS paid_before`;
    const rows = await this.findMany(
      before.map((b) => b.id),
      db,
    );
    const paidBefore = new Map(before.map((b) => [b.id, b.paid_before]));
    return rows.map((row) => ({ row, paidBefore: paidBefore.get(row.id)! }));
  }

  /** Records money taken at the door (a manual payment of the registration). */
  async insertCash(
    db: Db,
    attendanceId: string,
    cents: number,
    staffId: string,
    variableSymbol: string | null,
    at: Date,
  ) {
    return db.duesPayment.create({
      data: {
        attendanceId,
        source: 'manual',
        amountCents: cents,
        currency: 'EUR',
        bookedOn: new Date(at.toISOString().slice(0, 10)),
        variableSymbol,
        note: 'Hotovosť pri vstupe',
        createdById: staffId,
      },
    });
  }

  /**
   * The money received for the registration and not settled yet (neither returned nor kept), with the account the
   * latest bank payment of it came from (where a refund goes; none for cash).
   */
  async openPayments(
    db: Db,
    attendanceId: string,
  ): Promise<{ cents: number; iban: string | null; name: string | null }> {
    const rows = await db.duesPayment.findMany({
      where: { attendanceId, resolution: null },
      orderBy: { createdAt: 'desc' },
      select: { amountCents: true, creditedCents: true, debtorIban: true, debtorName: true, source: true },
    });
    const bank = rows.find((r) => r.source === 'bank' && r.debtorIban);
    return {
      // A payment in another currency counts with the euros the bank credited.
      cents: rows.reduce((sum, r) => sum + (r.creditedCents ?? r.amountCents), 0),
      iban: bank?.debtorIban ?? null,
      name: bank?.debtorName ?? null,
    };
  }

  /** Registrations of the event with payments not yet settled. */
  async withOpenPayments(db: Db, eventId: string): Promise<string[]> {
    const rows = await db.duesPayment.findMany({
      where: { resolution: null, attendance: { eventId } },
      distinct: ['attendanceId'],
      select: { attendanceId: true },
    });
    return rows.map((r) => r.attendanceId!);
  }

  /** Settles the registration's open payments: returned (a refund is owed) or kept (cancelled too late). */
  async settlePayments(db: Db, attendanceId: string, resolution: 'returned' | 'dismissed', note: string, at: Date) {
    await db.duesPayment.updateMany({
      where: { attendanceId, resolution: null },
      data: { resolution, resolutionNote: note, resolvedAt: at },
    });
  }

  /** An event's money: received (every payment of its registrations), still owed by its places, unpaid places. */
  async eventTotals(eventId: string): Promise<{ received: number; owed: number; unpaid: number }> {
    const [row] = await this.prisma.$queryRaw<{ received: number; owed: number; unpaid: number }[]>`
      SELECT
        (SELECT coalesce(sum(coalesce(p.credited_cents, p.amount_cents)), 0)::int FROM dues_payments p
           JOIN event_attendances a ON a.id = p.attendance_id WHERE a.event_id = ${eventId}::uuid) AS received,
        coalesce(sum(a.amount_cents - a.paid_cents) FILTER (WHERE a.amount_cents > a.paid_cents), 0)::int AS owed,
        (count(*) FILTER (WHERE a.amount_cents > a.paid_cents))::int AS unpaid
      FROM event_attendances a WHERE a.event_id = ${eventId}::uuid AND a.status = 'registered'`;
    return row;
  }

  /** Registered places not paid in full whose deadline has come, oldest first. */
  listOverdue(now: Date, limit: number): Promise<{ id: string; eventId: string }[]> {
    return this.prisma.eventAttendance.findMany({
      where: {
        status: 'registered',
        amountCents: { not: null },
        paidAt: null,
        paymentDueAt: { lte: now },
      },
      orderBy: { paymentDueAt: 'asc' },
      take: limit,
      select: { id: true, eventId: true },
    });
  }
}
