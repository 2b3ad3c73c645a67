// Bank statement import (finance=full). The same classification serves the preview and the
// confirmation: credits in euros matched by variable symbol (EndToEndId, structured reference,
// note) and compared with what the record still owes (several entries of one record in one file add
// up: a partial payment then the rest); unknown symbols and other currencies are recorded
// unassigned for staff; a debit that pays an exported refund (its EndToEndId, else its account and
// amount: modules/refunds/refunds.service.ts) marks it refunded, other debits are ignored. Confirming writes the import, the payments, the
// records' new amounts and the thank-you jobs in one transaction; entries recorded before (by
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
import { euros } from './dues.dto';
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
      const assigned = inserted.filter((p) => p.duesId);
      const applied = await this.records.applyPayments(
        db,
        assigned.map((p) => ({ duesId: p.duesId!, cents: p.amountCents })),
      );
      await this.jobs.thankForPaid(db, applied);
      return this.payments.setImportCounts(db, created.id, inserted.length, assigned.length);
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
    const records = await this.records.byVariableSymbols([...new Set(candidates.flat())]);
    const known = await this.payments.knownBankRefs(statement.entries.map((e) => e.bankRef));
    const owed = new Map(
      [...records.values()].map((r) => [r.id, r.status === 'waived' ? 0 : r.amountCents - r.paidCents]),
    );
    const seen = new Set<string>();
    const refundDebits = await this.refunds.matchDebits(statement.entries.filter((e) => !e.credit));
    return statement.entries.map((entry, i): Classified => {
      const symbol = candidates[i].find((vs) => records.has(vs)) ?? null;
      const first = symbol ?? candidates[i][0] ?? variableSymbolCandidates(entry)[0] ?? null;
      const repeated = known.has(entry.bankRef) || seen.has(entry.bankRef);
      seen.add(entry.bankRef);
      const refundId = refundDebits.get(entry.bankRef);
      if (refundId) return { entry, variableSymbol: null, outcome: 'refund_paid', duesId: null, refundId };
      if (!entry.credit) return { entry, variableSymbol: first, outcome: 'debit', duesId: null };
      if (repeated) return { entry, variableSymbol: first, outcome: 'imported_before', duesId: null };
      if (entry.currency !== 'EUR') return { entry, variableSymbol: first, outcome: 'other_currency', duesId: null };
      if (!symbol) return { entry, variableSymbol: first, outcome: 'unknown_symbol', duesId: null };
      const record = records.get(symbol)!;
      const left = owed.get(record.id)!;
      owed.set(record.id, left - entry.amountCents);
      const outcome: EntryOutcome =
        entry.amountCents === left ? 'matched' : entry.amountCents < left ? 'partly_paid' : 'overpaid';
      return { entry, variableSymbol: symbol, outcome, duesId: record.id };
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
    member_name: c.duesId ? (names.get(c.duesId) ?? null) : null,
  };
}
