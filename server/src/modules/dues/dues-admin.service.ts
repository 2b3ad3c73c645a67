// Staff work on dues records (finance=full): the list filterable by year, status and plan with its
// CSV for Excel, one record with its payments, a payment received by hand (cash), the payments no
// record took (unknown symbol, other currency) and assigning one of them (another currency with the
// euros the bank credited) or settling it without a record (returned, dismissed with a note), each
// with who did it, and the staff home's figures. Every payment is applied with its thank-you job in one transaction.
import { Inject, Injectable, StreamableFile } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { collection, pageWindow, single, type PageQueryDto } from '../../common/page.dto';
import { CSV_CONTENT_TYPE, toCsv } from '../../domain/csv';
import { TransactionRepository, type Db } from '../../database/transaction.repository';
import { CLOCK, type Clock } from '../../jobs/clock';
import { DuesRepository, type DuesFilter } from './dues.repository';
import { DuesPaymentRepository, type PaymentInsert } from './dues-payment.repository';
import { DuesSetupRepository } from './dues-setup.repository';
import { DuesJobsService } from './dues-jobs.service';
import { DUES_ERRORS } from './dues-errors';
import { duesNotFound } from './dues.service';
import { csvEuros, euros } from '../../domain/money';
import { dayOf, OWING } from './dues-rules';
import {
  mapAdminDues,
  mapAdminDuesDetail,
  mapPayment,
  type AdminDuesListQueryDto,
  type AdminDuesListResponseDto,
  type AdminDuesResponseDto,
  type AssignPaymentDto,
  type DuesPaymentListResponseDto,
  type DuesPaymentResponseDto,
  type ResolvePaymentDto,
  type ManualPaymentDto,
} from './dues-admin.dto';
import type { DuesSummaryResponseDto } from './dues-import.dto';
import {
  MEMBER_SEARCH_LIMIT,
  type DuesMemberMatchListResponseDto,
  type DuesMemberSearchQueryDto,
  type PaymentSuggestionListResponseDto,
} from './dues-assign.dto';
import { suggestFor } from './payment-suggestions';
import { creditedCentsOf, findPayment, paymentAssigned } from './payment-assignment';

const STATUS_LABEL = {
  waiting: 'čaká na platbu',
  paid: 'zaplatené',
  partly_paid: 'zaplatené čiastočne',
  overdue: 'po splatnosti',
  waived: 'odpustené',
} as const;

const filterOf = (query: AdminDuesListQueryDto): DuesFilter => ({
  year: query.year,
  status: query.status,
  planId: query.plan_id,
  q: query.q,
});

@Injectable()
export class DuesAdminService {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly records: DuesRepository,
    private readonly payments: DuesPaymentRepository,
    private readonly setup: DuesSetupRepository,
    private readonly jobs: DuesJobsService,
    private readonly tx: TransactionRepository,
  ) {}

  async listDuesAdmin(query: AdminDuesListQueryDto): Promise<AdminDuesListResponseDto> {
    const sort = { field: query.sort ?? 'variable_symbol', order: query.order ?? 'asc' } as const;
    const { rows, total } = await this.records.list(filterOf(query), sort, pageWindow(query));
    return collection(rows.map(mapAdminDues), total);
  }

  async exportDuesAdmin(query: AdminDuesListQueryDto): Promise<StreamableFile> {
    const { rows } = await this.records.list(filterOf(query), {
      field: query.sort ?? 'variable_symbol',
      order: query.order ?? 'asc',
    });
    const header = [
      'Rok',
      'Variabilný symbol',
      'Meno',
      'E-mail',
      'Plán',
      'Suma (EUR)',
      'Zaplatené (EUR)',
      'Stav',
      'Splatnosť',
      'Zaplatené dňa',
    ];
    const lines = rows.map((r) => {
      const d = mapAdminDues(r);
      return [
        d.year,
        d.variable_symbol,
        d.member.name,
        d.member.email,
        d.plan_name,
        csvEuros(d.amount),
        csvEuros(d.paid),
        STATUS_LABEL[d.status],
        d.due_date,
        d.paid_at?.slice(0, 10),
      ];
    });
    return new StreamableFile(Buffer.from(toCsv(header, lines), 'utf8'), {
      type: CSV_CONTENT_TYPE,
      disposition: `attachment; filename="clenske-prispevky${query.year ? `-${query.year}` : ''}.csv"`,
    });
  }

  async getDuesAdmin(id: string): Promise<AdminDuesResponseDto> {
    const record = await this.records.findById(id);
    if (!record) throw duesNotFound();
    return single(
      mapAdminDuesDetail(record, await this.payments.listForDues(id), await this.setup.findMemberPlan(record.userId)),
    );
  }

  /** A payment received by hand, with the staff note; the record's status and the thank-you follow. */
  async recordManualPaymentAdmin(actor: AuthUser, id: string, body: ManualPaymentDto): Promise<AdminDuesResponseDto> {
    const record = await this.records.findById(id);
    if (!record) throw duesNotFound();
    const payment: PaymentInsert = {
      duesId: id,
      source: 'manual',
      amountCents: Math.round(body.amount * 100),
      currency: 'EUR',
      bookedOn: new Date(`${body.paid_on}T00:00:00Z`),
      variableSymbol: record.variableSymbol,
      note: body.note.trim(),
      createdById: actor.id,
    };
    await this.tx.run(async (db) => {
      await this.payments.insert(db, [payment]);
      await this.apply(db, id, payment.amountCents);
    });
    return this.getDuesAdmin(id);
  }

  async listUnassignedPaymentsAdmin(query: PageQueryDto): Promise<DuesPaymentListResponseDto> {
    const { rows, total } = await this.payments.listUnassigned(pageWindow(query));
    return collection(rows.map(mapPayment), total);
  }

  /**
   * Assigns an unassigned payment to the record with the given variable symbol; one in another
   * currency counts the euros the bank credited, which staff give.
   */
  async assignPaymentAdmin(actor: AuthUser, paymentId: string, body: AssignPaymentDto): Promise<AdminDuesResponseDto> {
    const payment = await findPayment(this.payments, paymentId);
    const creditedCents = creditedCentsOf(payment, body);
    const record = await this.records.findByVariableSymbol(body.variable_symbol);
    if (!record) throw duesNotFound();
    await this.tx.run(async (db) => {
      if (!(await this.payments.settle(db, paymentId, actor.id, { duesId: record.id, creditedCents })))
        throw paymentAssigned();
      await this.apply(db, record.id, creditedCents ?? payment.amountCents);
    });
    return this.getDuesAdmin(record.id);
  }

  /** Members found by name or e-mail with their records: whom staff assign a payment to. */
  async searchDuesMembersAdmin(query: DuesMemberSearchQueryDto): Promise<DuesMemberMatchListResponseDto> {
    const words = query.q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
    const found = words.length ? await this.records.searchMembers(words, MEMBER_SEARCH_LIMIT) : [];
    return collection(
      found.map((records) => ({ member: mapAdminDues(records[0]).member, records: records.map(mapAdminDues) })),
      found.length,
    );
  }

  /** The owing records a payment most likely belongs to, best first, each with why (payment-suggestions.ts). */
  async listPaymentSuggestionsAdmin(paymentId: string): Promise<PaymentSuggestionListResponseDto> {
    const payment = await findPayment(this.payments, paymentId);
    const year = payment.bookedOn.getUTCFullYear();
    const ranked = await suggestFor(payment, {
      bySymbolOrName: (symbols, debtorName) => this.records.owingBySymbolOrName(symbols, debtorName),
      byAmount: (cents, take) => this.records.owingAmount(cents, take),
      rank: (record) => ({
        variableSymbol: record.variableSymbol,
        owedCents: record.amountCents - record.paidCents,
        timely: record.year === year,
      }),
    });
    return collection(
      ranked.map((s) => ({ record: mapAdminDues(s.row), reasons: s.reasons })),
      ranked.length,
    );
  }

  /** Settles an unassigned payment without a record: returned to the payer, or dismissed with a note. */
  async resolvePaymentAdmin(
    actor: AuthUser,
    paymentId: string,
    body: ResolvePaymentDto,
  ): Promise<DuesPaymentResponseDto> {
    await findPayment(this.payments, paymentId);
    const note = body.note?.trim() || null;
    if (body.outcome === 'dismissed' && !note)
      throw new ApiError(400, DUES_ERRORS.note_required, 'Dismissing a payment needs a note');
    const settled = await this.tx.run((db) =>
      this.payments.settle(db, paymentId, actor.id, { resolution: body.outcome, resolutionNote: note }),
    );
    if (!settled) throw new ApiError(409, DUES_ERRORS.payment_resolved, 'The payment is assigned or settled already');
    return single(mapPayment((await this.payments.findById(paymentId))!));
  }

  /** The latest open year's paid and owed counts and amounts, and its payments by week. */
  async getDuesSummaryAdmin(): Promise<DuesSummaryResponseDto> {
    const years = await this.setup.listYears();
    const thisYear = this.clock.now().getUTCFullYear();
    const year = years.find((y) => y.year <= thisYear)?.year ?? years[0]?.year ?? null;
    const summary = {
      year,
      paid_count: 0,
      owed_count: 0,
      overdue_count: 0,
      waived_count: 0,
      paid_amount: 0,
      owed_amount: 0,
      weeks: [] as { week: string; amount: number; count: number }[],
    };
    if (year === null) return single(summary);
    for (const g of await this.records.figures(year)) {
      // "Paid" is the records paid in full; what a partial payment brought stays out of it (the
      // rest of that record is counted as owed).
      if (g.status === 'paid') {
        summary.paid_count += g.count;
        summary.paid_amount += euros(g.paidCents);
      }
      if (g.status === 'waived') summary.waived_count += g.count;
      if (g.status === 'overdue') summary.overdue_count += g.count;
      if (OWING.includes(g.status)) {
        summary.owed_count += g.count;
        summary.owed_amount += euros(g.amountCents - g.paidCents);
      }
    }
    summary.weeks = (await this.payments.paymentsByWeek(year)).map((w) => ({
      week: dayOf(w.week),
      amount: euros(w.cents),
      count: w.count,
    }));
    summary.paid_amount = Math.round(summary.paid_amount * 100) / 100;
    summary.owed_amount = Math.round(summary.owed_amount * 100) / 100;
    return single(summary);
  }

  private async apply(db: Db, duesId: string, cents: number): Promise<void> {
    await this.jobs.thankForPaid(db, await this.records.applyPayments(db, [{ duesId, cents }]));
  }
}
