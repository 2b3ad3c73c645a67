// Received payments (table dues_payments) and confirmed statement imports (dues_imports). A bank
// entry is stored under its bank reference (unique): inserting with ON CONFLICT DO NOTHING returns
// only the entries new to the database, so an import repeated, or running at the same moment as
// another, applies each entry once.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import type { DuesImport, DuesPayment, DuesPaymentResolution, Prisma } from '../../generated/prisma/client';
import { readTogether } from '../../database/read-together';

export type PaymentRow = DuesPayment;
export type ImportRow = DuesImport;
export type PaymentInsert = Omit<Prisma.DuesPaymentCreateManyInput, 'id' | 'createdAt'>;
export type { DuesPaymentResolution };

/** Neither assigned to a dues record or an event registration nor returned or dismissed: waiting for staff. */
const OPEN = { duesId: null, attendanceId: null, resolution: null } satisfies Prisma.DuesPaymentWhereInput;

@Injectable()
export class DuesPaymentRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Bank references already recorded (the preview's "imported before"). */
  async knownBankRefs(refs: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < refs.length; i += 5000) {
      const rows = await this.prisma.duesPayment.findMany({
        where: { bankRef: { in: refs.slice(i, i + 5000) } },
        select: { bankRef: true },
      });
      for (const r of rows) found.add(r.bankRef!);
    }
    return found;
  }

  /** Stores payments; one whose bank reference is recorded already is left out. Returns the new rows. */
  async insert(db: Db, rows: PaymentInsert[]): Promise<PaymentRow[]> {
    const created: PaymentRow[] = [];
    for (let i = 0; i < rows.length; i += 1000)
      created.push(
        ...(await db.duesPayment.createManyAndReturn({ data: rows.slice(i, i + 1000), skipDuplicates: true })),
      );
    return created;
  }

  createImport(db: Db, data: Omit<Prisma.DuesImportUncheckedCreateInput, 'id' | 'createdAt'>): Promise<ImportRow> {
    return db.duesImport.create({ data });
  }

  async setImportCounts(db: Db, id: string, recorded: number, matched: number): Promise<ImportRow> {
    return db.duesImport.update({ where: { id }, data: { recorded, matched } });
  }

  async listImports(window: { skip: number; take: number }): Promise<{ rows: ImportRow[]; total: number }> {
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.duesImport.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...window }),
      this.prisma.duesImport.count(),
    ]);
    return { rows, total };
  }

  /** Payments not assigned to any record (unknown symbol, other currency) nor settled otherwise, newest first. */
  async listUnassigned(window: { skip: number; take: number }): Promise<{ rows: PaymentRow[]; total: number }> {
    const [rows, total] = await readTogether(this.prisma, [
      this.prisma.duesPayment.findMany({ where: OPEN, orderBy: [{ bookedOn: 'desc' }, { id: 'asc' }], ...window }),
      this.prisma.duesPayment.count({ where: OPEN }),
    ]);
    return { rows, total };
  }

  listForDues(duesId: string): Promise<PaymentRow[]> {
    return this.prisma.duesPayment.findMany({
      where: { duesId },
      orderBy: [{ bookedOn: 'asc' }, { createdAt: 'asc' }],
    });
  }

  findById(id: string, db: Db = this.prisma): Promise<PaymentRow | null> {
    return db.duesPayment.findUnique({ where: { id } });
  }

  /**
   * Settles an open payment (locked by the update): assigns it to a dues record or an event registration (with the euros credited
   * for another currency) or records it returned or dismissed, with who did it; false when another
   * staff member was first.
   */
  async settle(
    db: Db,
    id: string,
    by: string,
    data:
      | { duesId: string; creditedCents: number | null }
      | { attendanceId: string; creditedCents: number | null }
      | { resolution: DuesPaymentResolution; resolutionNote: string | null },
  ): Promise<boolean> {
    const { count } = await db.duesPayment.updateMany({
      where: { id, ...OPEN },
      data: { ...data, resolvedById: by, resolvedAt: new Date() },
    });
    return count === 1;
  }

  /** The payments of the member's records, oldest first (the member's data export). */
  paymentsOfMember(userId: string): Promise<PaymentRow[]> {
    return this.prisma.duesPayment.findMany({
      where: { dues: { userId } },
      orderBy: [{ bookedOn: 'asc' }, { createdAt: 'asc' }],
    });
  }

  /** The payments of the member's registrations for paid events, oldest first (the member's data export). */
  paymentsOfRegistrations(userId: string): Promise<PaymentRow[]> {
    return this.prisma.duesPayment.findMany({
      where: { attendance: { userId } },
      orderBy: [{ bookedOn: 'asc' }, { createdAt: 'asc' }],
    });
  }

  /**
   * Erases the payer's name and account from the payments of a member's dues records and event registrations (the
   * member's account deleted).
   */
  async erasePayersOf(db: Db, userId: string): Promise<void> {
    await db.duesPayment.updateMany({
      where: { OR: [{ dues: { userId } }, { attendance: { userId } }] },
      data: { debtorName: null, debtorIban: null },
    });
  }

  /** Payments of the year's records by ISO week (Monday), oldest first. */
  paymentsByWeek(year: number): Promise<{ week: Date; cents: number; count: number }[]> {
    return this.prisma.$queryRaw`
      SELECT date_trunc('week', p.booked_on)::date AS week, sum(coalesce(p.credited_cents, p.amount_cents))::int AS cents, count(*)::int AS count
      FROM dues_payments p JOIN dues d ON d.id = p.dues_id
      WHERE d.year = ${year}::int
      GROUP BY 1 ORDER BY 1`;
  }
}
