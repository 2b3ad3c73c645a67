// Bank statement import (finance=full). The same classification serves the preview and the
// confirmation: credits in euros matched by variable symbol (EndToEndId, structured reference,
// note) to a dues record or an event registration (modules/event-fees: symbols 9…, never a dues
// one) and compared with what it still owes (several entries of one record in one file add
// up: a partial payment then the rest); unknown symbols and other currencies are recorded
// unassigned for staff; a debit that pays an exported refund (its EndToEndId, else its account and
// amount: modules/refunds/refunds.service.ts) marks it refunded, other debits are ignored. Confirming
// writes the import, the payments, the records' and registrations' new amounts, the refunds paid and
// the thank-you mails in one transaction; entries recorded before (by
// bank reference) are skipped, also when two staff members confirm the same file at once; a
// statement with nothing new is refused (409) rather than recorded as an empty import.
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { collection, pageWindow, single, type PageQueryDto } from '../../common/page.dto';
import type { UploadedFile } from '../../common/multipart';
import { TransactionRepository } from '../../database/transaction.repository';
import { parseStatement, type Statement, type StatementEntry } from './camt-statement';
import { DuesRepository } from './dues.repository';
import { DuesPaymentRepository, type PaymentInsert } from './dues-payment.repository';
import { DuesJobsService } from './dues-jobs.service';
import { DUES_ERRORS } from './dues-errors';
import { variableSymbolCandidates } from './variable-symbol';
import { euros } from '../../domain/money';
import { memberName } from '../../domain/member-name';
import { EventFeesService } from '../event-fees/event-fees.service';
import type { PayableRow } from '../event-fees/event-fees.types';
import { RefundsService } from '../refunds/refunds.service';
import {
  mapImport,
  ENTRY_OUTCOMES,
  type DuesImportListResponseDto,
  type DuesImportResponseDto,
  type EntryOutcome,
  type StatementCountsDto,
  type StatementEntryDto,
  type StatementPreviewResponseDto,
} from './dues-import.dto';

export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

interface Classified {
  entry: StatementEntry;
  variableSymbol: string | null;
  outcome: EntryOutcome;
  duesId: string | null;
  registration: PayableRow | null;
  /** refund_paid: the refund the debit pays. */
  refundId?: string;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function readXml(file: UploadedFile | null): string {
  if (!file || file.buffer.length === 0)
    throw new ApiError(400, DUES_ERRORS.file_missing, 'Send the statement as the `file` part');
  try {
    return strictUtf8.decode(file.buffer);
  } catch {
    throw new ApiError(400, DUES_ERRORS.xml_malformed, 'The statement is not UTF-8 text');
  }
}

@Injectable()
export class DuesImportService {
  constructor(
    private readonly records: DuesRepository,
    private readonly payments: DuesPaymentRepository,
    private readonly jobs: DuesJobsService,
    private readonly tx: TransactionRepository,
    private readonly fees: EventFeesService,
    private readonly refunds: RefundsService,
  ) {}

  async previewStatementAdmin(file: UploadedFile | null): Promise<StatementPreviewResponseDto> {
    const statement = parseStatement(readXml(file));
    const classified = await this.classify(statement);
    const names = await this.memberNames(classified);
    return single({
      format: statement.format,
      statement_id: statement.statementId,
      iban: statement.iban,
      counts: countOutcomes(classified),
      entries: classified.map((c) => mapEntry(c, names)),
    });
  }

  async importStatementAdmin(actor: AuthUser, file: UploadedFile | null): Promise<DuesImportResponseDto> {
    const statement = parseStatement(readXml(file));
    const classified = await this.classify(statement);
    const rows = classified.filter(
      (c) => c.outcome !== 'debit' && c.outcome !== 'imported_before' && c.outcome !== 'refund_paid',
    );
    const refundsPaid = classified.flatMap((c) =>
      c.refundId ? [{ refundId: c.refundId, bankRef: c.entry.bankRef, bookedOn: c.entry.bookedOn }] : [],
    );
    // Nothing new (all imported before, or no incoming payment; also when a concurrent import of the
    // same file recorded them first): refused, and no empty import is recorded.
    const nothingNew = () =>
      new ApiError(
        409,
        DUES_ERRORS.statement_nothing_new,
        'The statement has no incoming payment that was not imported before',
      );
    if (rows.length === 0 && refundsPaid.length === 0) throw nothingNew();
    const saved = await this.tx.run(async (db) => {
      const created = await this.payments.createImport(db, {
        fileName: file!.filename.slice(0, 255) || 'vypis.xml',
        format: statement.format,
        statementId: statement.statementId,
        entries: statement.entries.length,
        recorded: 0,
        matched: 0,
        createdById: actor.id,
      });
      const inserted = await this.payments.insert(
        db,
        rows.map((c): PaymentInsert => toPayment(c, created.id)),
      );
      const refunded = await this.refunds.markPaidByDebits(db, refundsPaid);
      if (inserted.length === 0 && refunded === 0) throw nothingNew();
      const toDues = inserted.filter((p) => p.duesId);
      const applied = await this.records.applyPayments(
        db,
        toDues.map((p) => ({ duesId: p.duesId!, cents: p.amountCents })),
      );
      await this.jobs.thankForPaid(db, applied);
      const toEvents = inserted.filter((p) => p.attendanceId);
      await this.fees.applyPayments(
        db,
        toEvents.map((p) => ({ attendanceId: p.attendanceId!, cents: p.amountCents })),
      );
      return this.payments.setImportCounts(db, created.id, inserted.length, toDues.length + toEvents.length);
    });
    return single(mapImport(saved));
  }

  async listStatementImportsAdmin(query: PageQueryDto): Promise<DuesImportListResponseDto> {
    const { rows, total } = await this.payments.listImports(pageWindow(query));
    return collection(rows.map(mapImport), total);
  }

  private async classify(statement: Statement): Promise<Classified[]> {
    const candidates = statement.entries.map((e) =>
      e.credit && e.currency === 'EUR' ? variableSymbolCandidates(e) : [],
    );
    const symbols = [...new Set(candidates.flat())];
    const records = await this.records.byVariableSymbols(symbols);
    const registrations = await this.fees.byVariableSymbols(symbols);
    const known = await this.payments.knownBankRefs(statement.entries.map((e) => e.bankRef));
    const owed = new Map<string, number>([
      ...[...records.values()].map((r): [string, number] => [
        r.id,
        r.status === 'waived' ? 0 : r.amountCents - r.paidCents,
      ]),
      ...[...registrations.values()].map((r): [string, number] => [r.id, (r.amountCents ?? 0) - r.paidCents]),
    ]);
    const seen = new Set<string>();
    const refundDebits = await this.refunds.matchDebits(statement.entries.filter((e) => !e.credit));
    return statement.entries.map((entry, i): Classified => {
      const symbol = candidates[i].find((vs) => records.has(vs) || registrations.has(vs)) ?? null;
      const first = symbol ?? candidates[i][0] ?? variableSymbolCandidates(entry)[0] ?? null;
      const repeated = known.has(entry.bankRef) || seen.has(entry.bankRef);
      seen.add(entry.bankRef);
      const none = { entry, variableSymbol: first, duesId: null, registration: null };
      const refundId = refundDebits.get(entry.bankRef);
      if (refundId) return { ...none, variableSymbol: null, outcome: 'refund_paid', refundId };
      if (!entry.credit) return { ...none, outcome: 'debit' };
      if (repeated) return { ...none, outcome: 'imported_before' };
      if (entry.currency !== 'EUR') return { ...none, outcome: 'other_currency' };
      if (!symbol) return { ...none, outcome: 'unknown_symbol' };
      const record = records.get(symbol);
      const registration = registrations.get(symbol) ?? null;
      const id = record?.id ?? registration!.id;
      const left = owed.get(id)!;
      owed.set(id, left - entry.amountCents);
      const outcome: EntryOutcome =
        registration && registration.status === 'cancelled'
          ? 'registration_cancelled'
          : entry.amountCents === left
            ? 'matched'
            : entry.amountCents < left
              ? 'partly_paid'
              : 'overpaid';
      return { entry, variableSymbol: symbol, outcome, duesId: record?.id ?? null, registration };
    });
  }

  private async memberNames(classified: Classified[]): Promise<Map<string, string | null>> {
    const ids = [...new Set(classified.map((c) => c.duesId).filter((id): id is string => !!id))];
    const found = await this.records.findMany(ids);
    return new Map(
      found.map((r) => [r.id, [r.user.firstName, r.user.lastName].filter(Boolean).join(' ') || r.user.email]),
    );
  }
}

function toPayment(c: Classified, importId: string): PaymentInsert {
  return {
    duesId: c.duesId,
    attendanceId: c.registration?.id ?? null,
    source: 'bank',
    bankRef: c.entry.bankRef,
    importId,
    amountCents: c.entry.amountCents,
    currency: c.entry.currency.slice(0, 3).padEnd(3, '?'),
    bookedOn: new Date(`${c.entry.bookedOn}T00:00:00Z`),
    variableSymbol: c.variableSymbol,
    debtorName: c.entry.debtorName?.slice(0, 200) ?? null,
    debtorIban: c.entry.debtorIban,
    note: c.entry.note?.slice(0, 500) ?? null,
  };
}

function countOutcomes(classified: Classified[]): StatementCountsDto {
  const counts = Object.fromEntries(ENTRY_OUTCOMES.map((o) => [o, 0])) as unknown as StatementCountsDto;
  for (const c of classified) counts[c.outcome] += 1;
  return counts;
}

function mapEntry(c: Classified, names: Map<string, string | null>): StatementEntryDto {
  return {
    bank_ref: c.entry.bankRef,
    booked_on: c.entry.bookedOn,
    amount: euros(c.entry.amountCents),
    currency: c.entry.currency,
    credit: c.entry.credit,
    variable_symbol: c.variableSymbol,
    debtor_name: c.entry.debtorName,
    note: c.entry.note,
    outcome: c.outcome,
    dues_id: c.duesId,
    registration_id: c.registration?.id ?? null,
    event_title: c.registration?.event.title ?? null,
    member_name: c.duesId
      ? (names.get(c.duesId) ?? null)
      : c.registration
        ? memberName(c.registration.user) || c.registration.user.email
        : null,
  };
}
