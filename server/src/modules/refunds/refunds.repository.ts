// Refunds owed (table event_refunds) and their SEPA exports (refund_exports). A refund is owed until
// an export takes it (export_id) and exported until it is refunded (refunded_at): by a statement's
// debit (bank_ref, unique, so a statement imported again marks nothing) or by hand (refunded_by).
// Every change of a refund is conditional on its state in the same statement, so two staff members
// (or a member and the treasurer exporting) at once cannot both win.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import { readTogether } from '../../database/read-together';
import type { Prisma, RefundReason } from '../../generated/prisma/client';
import type { RefundSort, RefundStatus } from './refund-rules';

export type { RefundReason };

const WITH_PEOPLE = {
  export: { select: { createdAt: true } },
  refundedBy: { select: { id: true, firstName: true, lastName: true, email: true } },
} as const;

export type RefundRow = Prisma.EventRefundGetPayload<{ include: typeof WITH_PEOPLE }>;
export type RefundExportRow = Prisma.RefundExportGetPayload<object>;
export type RefundInsert = Omit<Prisma.EventRefundUncheckedCreateInput, 'id' | 'createdAt'>;

const STATUS_WHERE: Record<RefundStatus, Prisma.EventRefundWhereInput> = {
  owed: { exportId: null, refundedAt: null },
  exported: { exportId: { not: null }, refundedAt: null },
  refunded: { refundedAt: { not: null } },
};

const ORDER: Record<RefundSort, (o: Prisma.SortOrder) => Prisma.EventRefundOrderByWithRelationInput> = {
  created_at: (o) => ({ createdAt: o }),
  amount: (o) => ({ amountCents: o }),
  event_title: (o) => ({ eventTitle: o }),
  member_name: (o) => ({ memberName: o }),
};

/** Open: neither exported nor refunded; only then may the account change. */
const OPEN = STATUS_WHERE.owed;

/** The name a refund paid back to a deleted member keeps. */
export const DELETED_MEMBER_NAME = 'Vymazaný člen';

@Injectable()
export class RefundsRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(db: Db, row: RefundInsert): Promise<RefundRow> {
    return db.eventRefund.create({ data: row, include: WITH_PEOPLE });
  }

  /** An event's refunds in cents: still owed (owed or exported) and paid back. */
  async eventTotals(eventId: string): Promise<{ owed: number; refunded: number }> {
    const [row] = await this.prisma.$queryRaw<{ owed: number; refunded: number }[]>`
      SELECT coalesce(sum(amount_cents) FILTER (WHERE refunded_at IS NULL), 0)::int AS owed,
             coalesce(sum(amount_cents) FILTER (WHERE refunded_at IS NOT NULL), 0)::int AS refunded
        FROM event_refunds WHERE event_id = ${eventId}::uuid`;
    return row;
  }

  findById(id: string, db: Db = this.prisma): Promise<RefundRow | null> {
    return db.eventRefund.findUnique({ where: { id }, include: WITH_PEOPLE });
  }

  listForUser(userId: string): Promise<RefundRow[]> {
    return this.prisma.eventRefund.findMany({
      where: { userId },
      include: WITH_PEOPLE,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    });
  }

  async list(
    filter: { status?: RefundStatus; q?: string },
    sort: { field: RefundSort; order: Prisma.SortOrder },
    window: { skip: number; take: number },
  ): Promise<{ rows: RefundRow[]; total: number }> {
    const q = filter.q?.trim();
    const where: Prisma.EventRefundWhereInput = {
      ...(filter.status ? STATUS_WHERE[filter.status] : {}),
      ...(q
        ? {
            OR: [
              { memberName: { contains: q, mode: 'insensitive' } },
              { eventTitle: { contains: q, mode: 'insensitive' } },
              { variableSymbol: { startsWith: q } },
            ],
          }
        : {}),
    };
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.eventRefund.findMany({
        where,
        include: WITH_PEOPLE,
        orderBy: [ORDER[sort.field](sort.order), { id: 'asc' }],
        ...window,
      }),
      this.prisma.eventRefund.count({ where }),
    ]);
    return { rows, total };
  }

  /** Sets the account of an open refund (of `userId` when given); false when it is not open (or not theirs). */
  async setAccount(
    id: string,
    account: { iban: string; accountName: string | null },
    userId?: string,
  ): Promise<boolean> {
    const { count } = await this.prisma.eventRefund.updateMany({
      where: { id, ...(userId ? { userId } : {}), ...OPEN },
      data: { iban: account.iban, accountName: account.accountName },
    });
    return count === 1;
  }

  /** Marks a refund not yet refunded as refunded by hand; false when it was refunded already. */
  async markRefunded(db: Db, id: string, by: string, at: Date): Promise<boolean> {
    const { count } = await db.eventRefund.updateMany({
      where: { id, refundedAt: null },
      data: { refundedAt: at, refundedById: by },
    });
    if (count === 1) await this.erasePaidOfDeletedMembers(db, { ids: [id] });
    return count === 1;
  }

  /**
   * A refund paid back to a member whose account is deleted keeps only what the books need (amount, day, symbol,
   * the transfer's reference): the account and the names are erased (docs/product-rules.md §4 "Paid events").
   * Until it is paid, the account is what the money goes to, so it stays.
   */
  async erasePaidOfDeletedMembers(db: Db, of: { ids: string[] } | { userId: string }): Promise<void> {
    const ids = 'ids' in of ? of.ids : [];
    const userId = 'userId' in of ? of.userId : null;
    await db.$executeRaw`
      UPDATE event_refunds r SET iban = NULL, account_name = NULL, member_name = ${DELETED_MEMBER_NAME}
      FROM profiles p
      WHERE p.id = r.user_id AND p.deleted_at IS NOT NULL AND r.refunded_at IS NOT NULL
        AND (r.id = ANY(${ids}::uuid[]) OR r.user_id = ${userId}::uuid)`;
  }

  /**
   * The refunds an export takes (owed, with an account), locked until the transaction ends: an export
   * at the same moment waits and then finds them taken.
   */
  async lockExportable(db: Db): Promise<RefundRow[]> {
    const locked = await db.$queryRaw<{ id: string }[]>`
      SELECT id FROM event_refunds
      WHERE export_id IS NULL AND refunded_at IS NULL AND iban IS NOT NULL
      ORDER BY created_at, id FOR UPDATE`;
    const rows = await db.eventRefund.findMany({
      where: { id: { in: locked.map((r) => r.id) } },
      include: WITH_PEOPLE,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows;
  }

  async createExport(
    db: Db,
    data: {
      messageId: string;
      count: number;
      totalCents: number;
      document: string;
      createdById: string;
      createdAt: Date;
    },
    refundIds: string[],
  ): Promise<RefundExportRow> {
    const created = await db.refundExport.create({ data });
    await db.eventRefund.updateMany({ where: { id: { in: refundIds } }, data: { exportId: created.id } });
    return created;
  }

  findExport(id: string): Promise<RefundExportRow | null> {
    return this.prisma.refundExport.findUnique({ where: { id } });
  }

  /** Exported refunds not yet refunded that a statement's debits may pay: by EndToEndId or by account. */
  listExportedOpen(endToEndIds: string[], ibans: string[]): Promise<RefundRow[]> {
    if (endToEndIds.length === 0 && ibans.length === 0) return Promise.resolve([]);
    return this.prisma.eventRefund.findMany({
      where: { ...STATUS_WHERE.exported, OR: [{ endToEndId: { in: endToEndIds } }, { iban: { in: ibans } }] },
      include: WITH_PEOPLE,
    });
  }

  /** Marks refunds paid by statement debits; a refund refunded meanwhile or a debit recorded before is skipped. */
  async markPaidByDebits(db: Db, paid: { refundId: string; bankRef: string; bookedOn: Date }[]): Promise<number> {
    if (paid.length === 0) return 0;
    const known = new Set(
      (
        await db.eventRefund.findMany({
          where: { bankRef: { in: paid.map((p) => p.bankRef) } },
          select: { bankRef: true },
        })
      ).map((r) => r.bankRef),
    );
    const marked: string[] = [];
    for (const p of paid.filter((p) => !known.has(p.bankRef))) {
      const { count } = await db.eventRefund.updateMany({
        where: { id: p.refundId, ...STATUS_WHERE.exported },
        data: { refundedAt: p.bookedOn, bankRef: p.bankRef },
      });
      if (count === 1) marked.push(p.refundId);
    }
    if (marked.length > 0) await this.erasePaidOfDeletedMembers(db, { ids: marked });
    return marked.length;
  }
}
