// Dues records (table dues), one per member and year, and what they are read for: the member's own
// page, the staff list and its CSV, the mails of the job queue, the staff home's figures. Records are
// created in bulk for every verified member without one, under a per-year advisory lock, so opening
// a year and the sweep for members verified later never hand out one variable symbol twice.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import { nameTextWords, nameWordsSql } from '../../database/name-words';
import { Prisma, type DuesPaymentSource, type DuesStatus } from '../../generated/prisma/client';
import { readTogether } from '../../database/read-together';
import { verifiedMemberSql } from '../members/members.types';
import { OWING } from './dues-rules';

export type { DuesPaymentSource, DuesStatus };

const WITH_MEMBER = {
  user: { select: { id: true, email: true, firstName: true, lastName: true } },
  plan: { select: { id: true, name: true } },
  dueYear: true,
} satisfies Prisma.DuesInclude;

/** A record with its member, plan and year. */
export type DuesRecord = Prisma.DuesGetPayload<{ include: typeof WITH_MEMBER }>;

export interface DuesFilter {
  year?: number;
  status?: DuesStatus;
  planId?: string;
  q?: string;
}

export type DuesSort = 'variable_symbol' | 'amount' | 'status' | 'paid_at' | 'created_at';

const ORDER: Record<DuesSort, (o: Prisma.SortOrder) => Prisma.DuesOrderByWithRelationInput> = {
  variable_symbol: (o) => ({ variableSymbol: o }),
  amount: (o) => ({ amountCents: o }),
  status: (o) => ({ status: o }),
  paid_at: (o) => ({ paidAt: { sort: o, nulls: 'last' } }),
  created_at: (o) => ({ createdAt: o }),
};

function where(filter: DuesFilter): Prisma.DuesWhereInput {
  const q = filter.q?.trim();
  return {
    year: filter.year,
    status: filter.status,
    planId: filter.planId,
    ...(q
      ? {
          OR: [
            { variableSymbol: { startsWith: q } },
            { user: { email: { contains: q, mode: 'insensitive' } } },
            { user: { firstName: { contains: q, mode: 'insensitive' } } },
            { user: { lastName: { contains: q, mode: 'insensitive' } } },
          ],
        }
      : {}),
  };
}

/** A record after payments were applied: its status before and after. */
export interface AppliedPayment {
  id: string;
  userId: string;
  before: DuesStatus;
  after: DuesStatus;
}

@Injectable()
export class DuesRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Creates the year's record of every verified member who has none: the member's plan (else the
   * default plan), waived members and members without any plan as waived; variable symbols are
   * the year and a running number. Returns the new records' ids that wait for payment.
   */
  async createForVerifiedMembers(year: number, db: Db): Promise<string[]> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('dues-year'), ${year}::int)`;
    const rows = await db.$queryRaw<{ id: string; status: DuesStatus }[]>`
      WITH base AS (SELECT coalesce(max(substr(variable_symbol, 5)::int), 0) AS n FROM dues WHERE year = ${year}::int),
      todo AS (
        SELECT p.id AS user_id, coalesce(m.plan_id, s.default_plan_id) AS plan_id, coalesce(m.waived, false) AS waived,
               row_number() OVER (ORDER BY p.created_at, p.id) AS rn
        FROM profiles p
        LEFT JOIN dues_members m ON m.user_id = p.id
        LEFT JOIN dues_settings s ON s.id = 1
        WHERE ${Prisma.raw(verifiedMemberSql('p'))}
          AND NOT EXISTS (SELECT 1 FROM dues d WHERE d.user_id = p.id AND d.year = ${year}::int))
      INSERT INTO dues (user_id, year, plan_id, amount_cents, status, variable_symbol)
      SELECT t.user_id, ${year}::int, f.id, coalesce(f.amount_cents, 0),
             (CASE WHEN t.waived OR f.id IS NULL THEN 'waived' ELSE 'waiting' END)::dues_status,
             ${String(year)}::text || lpad((base.n + t.rn)::text, 6, '0')
      FROM todo t CROSS JOIN base LEFT JOIN fee_plans f ON f.id = t.plan_id
      RETURNING id, status`;
    return rows.filter((r) => r.status === 'waiting').map((r) => r.id);
  }

  listByUser(userId: string): Promise<DuesRecord[]> {
    return this.prisma.dues.findMany({ where: { userId }, include: WITH_MEMBER, orderBy: { year: 'desc' } });
  }

  findById(id: string, db: Db = this.prisma): Promise<DuesRecord | null> {
    return db.dues.findUnique({ where: { id }, include: WITH_MEMBER });
  }

  findByVariableSymbol(variableSymbol: string): Promise<DuesRecord | null> {
    return this.prisma.dues.findUnique({ where: { variableSymbol }, include: WITH_MEMBER });
  }

  findByUserAndYear(userId: string, year: number, db: Db = this.prisma): Promise<DuesRecord | null> {
    return db.dues.findUnique({ where: { userId_year: { userId, year } }, include: WITH_MEMBER });
  }

  findMany(ids: string[], db: Db = this.prisma): Promise<DuesRecord[]> {
    return db.dues.findMany({ where: { id: { in: ids } }, include: WITH_MEMBER });
  }

  async list(
    filter: DuesFilter,
    sort: { field: DuesSort; order: Prisma.SortOrder },
    window?: { skip: number; take: number },
  ): Promise<{ rows: DuesRecord[]; total: number }> {
    const w = where(filter);
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.dues.findMany({
        where: w,
        include: WITH_MEMBER,
        orderBy: [ORDER[sort.field](sort.order), { id: 'asc' }],
        ...window,
      }),
      this.prisma.dues.count({ where: w }),
    ]);
    return { rows, total };
  }

  /**
   * Members with a dues record whose name (diacritics ignored, profiles.name_search_text) or e-mail
   * contains every word of the query, those with more whole-word matches first; at most `take`,
   * with all their records (newest year first).
   */
  async searchMembers(words: string[], take: number): Promise<DuesRecord[][]> {
    const found = await this.prisma.$queryRaw<{ id: string }[]>`
      WITH q AS (SELECT array_agg(lower(unaccent(w))) AS words FROM unnest(${words}::text[]) AS w)
      SELECT p.id FROM profiles p CROSS JOIN q
      WHERE p.deleted_at IS NULL
        AND EXISTS (SELECT 1 FROM dues d WHERE d.user_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM unnest(q.words) AS w WHERE strpos(p.name_search_text, w) = 0 AND strpos(lower(p.email::text), w) = 0)
      ORDER BY (SELECT count(*) FROM unnest(q.words) AS w WHERE w = ANY(string_to_array(p.name_search_text, ' '))) DESC, p.last_name, p.first_name, p.id
      LIMIT ${take}::int`;
    const records = await this.prisma.dues.findMany({
      where: { userId: { in: found.map((f) => f.id) } },
      include: WITH_MEMBER,
      orderBy: { year: 'desc' },
    });
    return found.map((f) => records.filter((r) => r.userId === f.id));
  }

  /**
   * Owing records that might be a payment's (its suggestions): those whose variable symbol is one
   * of `symbols`, and those of members sharing a word of their name with the payer (diacritics
   * ignored, as profiles.name_search_text); with the payer's words and each member's name words.
   */
  async owingBySymbolOrName(
    symbols: string[],
    debtorName: string | null,
  ): Promise<{ rows: DuesRecord[]; debtorWords: string[]; nameWords: Map<string, string[]> }> {
    const rows = await this.prisma.$queryRaw<{ id: string; name_text: string; debtor_words: string[] }[]>`
      WITH payer AS (SELECT ${nameWordsSql(debtorName)} AS words)
      SELECT d.id, p.name_search_text AS name_text, payer.words AS debtor_words
      FROM dues d JOIN profiles p ON p.id = d.user_id CROSS JOIN payer
      WHERE d.status::text = ANY(${OWING}::text[]) AND p.deleted_at IS NULL
        AND (d.variable_symbol = ANY(${symbols}::text[]) OR string_to_array(p.name_search_text, ' ') && payer.words)
      LIMIT 200`;
    return {
      rows: await this.findMany(rows.map((r) => r.id)),
      debtorWords: rows[0]?.debtor_words ?? [],
      nameWords: new Map(rows.map((r) => [r.id, nameTextWords(r.name_text)])),
    };
  }

  /** Owing records that owe exactly `cents`, at most `take`. */
  owingAmount(cents: number, take: number): Promise<DuesRecord[]> {
    return this.prisma.$queryRaw<{ id: string }[]>`
      SELECT d.id FROM dues d JOIN profiles p ON p.id = d.user_id
      WHERE d.status::text = ANY(${OWING}::text[]) AND p.deleted_at IS NULL AND d.amount_cents - d.paid_cents = ${cents}::int
      ORDER BY d.variable_symbol LIMIT ${take}::int`.then((rows) => this.findMany(rows.map((r) => r.id)));
  }

  /** Records by variable symbol (the matching of a statement), with what is still owed. */
  async byVariableSymbols(
    symbols: string[],
  ): Promise<Map<string, { id: string; amountCents: number; paidCents: number; status: DuesStatus }>> {
    if (symbols.length === 0) return new Map();
    const rows = await this.prisma.dues.findMany({
      where: { variableSymbol: { in: symbols } },
      select: { id: true, variableSymbol: true, amountCents: true, paidCents: true, status: true },
    });
    return new Map(rows.map((r) => [r.variableSymbol, r]));
  }

  /**
   * Adds payments to records (one statement: several payments of one record add up) and sets each
   * record's status and paid time. The rows are locked first, so two imports at once add in turn.
   */
  async applyPayments(db: Db, payments: { duesId: string; cents: number }[]): Promise<AppliedPayment[]> {
    if (payments.length === 0) return [];
    const ids = payments.map((p) => p.duesId);
    const cents = payments.map((p) => p.cents);
    return db.$queryRaw<AppliedPayment[]>`
      WITH added AS (SELECT id, sum(cents)::int AS cents FROM unnest(${ids}::uuid[], ${cents}::int[]) AS a(id, cents) GROUP BY id),
      old AS (SELECT d.id, d.status FROM dues d JOIN added USING (id) ORDER BY d.id FOR UPDATE OF d)
      UPDATE dues d SET
        paid_cents = d.paid_cents + added.cents,
        status = (CASE
          WHEN d.status = 'waived' THEN 'waived'
          WHEN d.paid_cents + added.cents >= d.amount_cents THEN 'paid'
          WHEN d.status = 'overdue' THEN 'overdue'
          WHEN d.paid_cents + added.cents > 0 THEN 'partly_paid'
          ELSE 'waiting' END)::dues_status,
        paid_at = CASE WHEN d.paid_at IS NULL AND d.paid_cents + added.cents >= d.amount_cents THEN now() ELSE d.paid_at END,
        updated_at = now()
      FROM added, old
      WHERE d.id = added.id AND old.id = d.id
      RETURNING d.id, d.user_id AS "userId", old.status AS before, d.status AS after`;
  }

  /** A staff change of plan or waiver on a record not yet paid: its amount and status anew. */
  async reprice(db: Db, id: string, amountCents: number, status: DuesStatus, planId: string | null): Promise<void> {
    await db.dues.update({ where: { id }, data: { amountCents, status, planId } });
  }

  /** Waiting or partly paid records whose overdue day has come: marked overdue; returns them. */
  markOverdue(today: string): Promise<{ id: string; userId: string }[]> {
    return this.prisma.$queryRaw`
      UPDATE dues d SET status = 'overdue', updated_at = now()
      FROM dues_years y
      WHERE d.year = y.year AND d.status IN ('waiting', 'partly_paid') AND y.due_date + y.grace_days + 1 <= ${today}::date
      RETURNING d.id, d.user_id AS "userId"`;
  }

  /** Records still owed whose reminder of `kind` has not gone out and whose day has come. */
  async dueForReminder(kind: 'before' | 'after', today: string, take: number): Promise<string[]> {
    const rows =
      kind === 'before'
        ? await this.prisma.$queryRaw<{ id: string }[]>`
            SELECT d.id FROM dues d JOIN dues_years y ON y.year = d.year CROSS JOIN (SELECT coalesce(max(reminder_days_before), 7) AS days FROM dues_settings) s
            WHERE d.status IN ('waiting', 'partly_paid') AND d.reminded_before_at IS NULL AND d.request_queued_at IS NOT NULL
              AND ${today}::date BETWEEN y.due_date - s.days AND y.due_date
            ORDER BY d.id LIMIT ${take}::int`
        : await this.prisma.$queryRaw<{ id: string }[]>`
            SELECT d.id FROM dues d WHERE d.status = 'overdue' AND d.reminded_after_at IS NULL ORDER BY d.id LIMIT ${take}::int`;
    return rows.map((r) => r.id);
  }

  /**
   * Records created before `createdBefore` still waiting for payment and for their request mail (their job was lost).
   */
  async requestsToQueue(createdBefore: Date, take: number): Promise<string[]> {
    const rows = await this.prisma.dues.findMany({
      where: { requestQueuedAt: null, status: 'waiting', createdAt: { lt: createdBefore } },
      select: { id: true },
      orderBy: { id: 'asc' },
      take,
    });
    return rows.map((r) => r.id);
  }

  /** Marks mails as queued: only rows not marked yet are returned (another worker may have been first). */
  async markMailed(
    db: Db,
    ids: string[],
    column: 'requestQueuedAt' | 'remindedBeforeAt' | 'remindedAfterAt',
  ): Promise<string[]> {
    const rows = await db.dues.updateManyAndReturn({
      where: { id: { in: ids }, [column]: null },
      data: { [column]: new Date() },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  /** This year's counts and amounts by status. */
  async figures(
    year: number,
  ): Promise<{ status: DuesStatus; count: number; amountCents: number; paidCents: number }[]> {
    const groups = await this.prisma.dues.groupBy({
      by: ['status'],
      where: { year },
      _count: { _all: true },
      _sum: { amountCents: true, paidCents: true },
    });
    return groups.map((g) => ({
      status: g.status,
      count: g._count._all,
      amountCents: g._sum.amountCents ?? 0,
      paidCents: g._sum.paidCents ?? 0,
    }));
  }
}
