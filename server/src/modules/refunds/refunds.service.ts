// Refunds owed to members (docs/product-rules.md §4 "Paid events"): the one way a refund comes to
// be (`owe`, inside the transaction that cancels a paid registration, with the member's mail queued
// in it), the member's own refunds and the account they give for one, and the statement debits
// that pay exported refunds (the dues module's camt.053 import calls these in its own transaction).
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { collection, single } from '../../common/page.dto';
import type { Db } from '../../database/transaction.repository';
import { DOMAIN_ERRORS } from '../../domain/domain-errors';
import { compactIban, isValidIban } from '../../domain/iban';
import { formatEuro } from '../../domain/money';
import { NotifyService } from '../notifications/notify.service';
import type { NotificationContent } from '../notifications/notifications.types';
import { RefundsRepository, type RefundReason } from './refunds.repository';
import { REFUNDS_ERRORS } from './refunds-errors';
import { newEndToEndId } from './refund-rules';
import {
  mapExportRefund,
  mapMyRefund,
  type ExportRefundDto,
  type MyRefundListResponseDto,
  type MyRefundResponseDto,
  type RefundAccountDto,
} from './refunds.dto';

/** A paid registration that ended cancelled: what the club owes back, and where to (null: ask the member). */
export interface RefundOwed {
  attendanceId: string;
  userId: string;
  eventId: string;
  eventTitle: string;
  memberName: string;
  variableSymbol: string;
  amountCents: number;
  reason: RefundReason;
  iban: string | null;
  accountName: string | null;
}

/** A debit of a bank statement, as the dues import read it. */
export interface StatementDebit {
  bankRef: string;
  amountCents: number;
  currency: string;
  endToEndId: string | null;
  /** RltdPties/CdtrAcct/Id/IBAN: whom the club paid. */
  creditorIban: string | null;
}

export interface RefundPaidByDebit {
  refundId: string;
  bankRef: string;
  /** The booking day, YYYY-MM-DD: the refund's refunded_at. */
  bookedOn: string;
}

const REASON_TEXT: Record<RefundReason, string> = {
  member_cancelled: 'zrušili ste prihlášku',
  staff_cancelled: 'vašu prihlášku zrušil organizátor',
  event_cancelled: 'udalosť bola zrušená',
  not_paid_in_time: 'prihláška bola zrušená, lebo platba neprišla do termínu splatnosti',
  paid_after_cancellation: 'platba prišla až po zrušení prihlášky',
};

const spacedIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** Account details given to a refund: the IBAN checked and compacted, the holder's name trimmed (blank: none). */
export function refundAccount(body: RefundAccountDto): { iban: string; accountName: string | null } {
  if (!isValidIban(body.iban))
    throw new ApiError(400, DOMAIN_ERRORS.iban_invalid, 'The IBAN’s length or check digits are wrong');
  return { iban: compactIban(body.iban), accountName: body.account_name?.trim() || null };
}

export const refundNotFound = () => new ApiError(404, REFUNDS_ERRORS.refund_not_found, 'Refund not found');

function owedMail(r: RefundOwed, iban: string | null): NotificationContent {
  return {
    subject: `Vrátenie platby: ${r.eventTitle}`,
    paragraphs: [
      `${REASON_TEXT[r.reason]}, preto vám klub vráti platbu za udalosť „${r.eventTitle}“: ${formatEuro(r.amountCents)} (variabilný symbol ${r.variableSymbol}).`,
      iban
        ? `Peniaze pošleme na účet ${spacedIban(iban)}, z ktorého platba prišla, najbližším hromadným prevodom.`
        : 'Prosíme, zadajte účet, na ktorý vám platbu vrátime, v časti Moje udalosti (Vrátenie platieb).',
    ],
  };
}

@Injectable()
export class RefundsService {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly notify: NotifyService,
  ) {}

  /**
   * Records a refund owed and queues the member's mail, both in `db` (the caller's transaction). An
   * account that is no valid IBAN is not kept: the member is asked for one.
   */
  async owe(db: Db, input: RefundOwed): Promise<{ id: string; endToEndId: string }> {
    const iban = input.iban && isValidIban(input.iban) ? compactIban(input.iban) : null;
    const created = await this.refunds.create(db, {
      attendanceId: input.attendanceId,
      userId: input.userId,
      eventId: input.eventId,
      eventTitle: input.eventTitle,
      memberName: input.memberName,
      variableSymbol: input.variableSymbol,
      amountCents: input.amountCents,
      reason: input.reason,
      iban,
      accountName: iban ? input.accountName : null,
      endToEndId: newEndToEndId(input.variableSymbol),
    });
    await this.notify.refundNotice(db, input.userId, `refund_owed:${created.id}`, owedMail(input, iban));
    return { id: created.id, endToEndId: created.endToEndId };
  }

  /** An event's refunds in cents, still owed and paid back (the event's money for staff). */
  eventTotals(eventId: string): Promise<{ owed: number; refunded: number }> {
    return this.refunds.eventTotals(eventId);
  }

  async listMyRefunds(user: AuthUser): Promise<MyRefundListResponseDto> {
    const rows = await this.refunds.listForUser(user.id);
    return collection(rows.map(mapMyRefund), rows.length);
  }

  /**
   * The member's account deleted (in its transaction): refunds already paid back keep no account or name; one still
   * owed keeps them until it is paid (RefundsRepository.erasePaidOfDeletedMembers).
   */
  erasePaidOf(db: Db, userId: string): Promise<void> {
    return this.refunds.erasePaidOfDeletedMembers(db, { userId });
  }

  /** The member's refunds, oldest first, with the account in full (the member's data export). */
  async exportOf(userId: string): Promise<ExportRefundDto[]> {
    return (await this.refunds.listForUser(userId)).map(mapExportRefund).reverse();
  }

  /** The account of the member's own refund, while it is neither exported nor refunded. */
  async setMyRefundAccount(user: AuthUser, id: string, body: RefundAccountDto): Promise<MyRefundResponseDto> {
    const account = refundAccount(body);
    const found = await this.refunds.findById(id);
    if (!found || found.userId !== user.id) throw refundNotFound();
    if (!(await this.refunds.setAccount(id, account, user.id))) throw await this.notOpen(id);
    return single(mapMyRefund((await this.refunds.findById(id))!));
  }

  /** Why a refund's account may no longer change: 409 exported or refunded (404 when it is gone). */
  async notOpen(id: string): Promise<ApiError> {
    const now = await this.refunds.findById(id);
    if (!now) return refundNotFound();
    return now.refundedAt
      ? new ApiError(409, REFUNDS_ERRORS.refund_refunded, 'The refund was paid back already')
      : new ApiError(409, REFUNDS_ERRORS.refund_exported, 'The refund is in a transfer sent to the bank already');
  }

  /**
   * Which debits pay an exported refund not yet refunded (bank reference → refund id): the debit whose
   * EndToEndId is the refund's, else the one paid to the refund's account with its amount when exactly
   * one open refund has both. A refund is taken by one debit at most.
   */
  async matchDebits(debits: StatementDebit[]): Promise<Map<string, string>> {
    const euro = debits.filter((d) => d.currency === 'EUR');
    const open = await this.refunds.listExportedOpen(
      euro.map((d) => d.endToEndId).filter((id): id is string => !!id),
      euro.map((d) => d.creditorIban).filter((iban): iban is string => !!iban),
    );
    const taken = new Set<string>();
    const matched = new Map<string, string>();
    const byReference = new Map(open.map((r) => [r.endToEndId, r]));
    for (const d of euro) {
      const refund = d.endToEndId ? byReference.get(d.endToEndId) : undefined;
      if (refund && !taken.has(refund.id)) {
        taken.add(refund.id);
        matched.set(d.bankRef, refund.id);
      }
    }
    for (const d of euro.filter((d) => !matched.has(d.bankRef) && d.creditorIban)) {
      const candidates = open.filter(
        (r) => !taken.has(r.id) && r.iban === d.creditorIban && r.amountCents === d.amountCents,
      );
      if (candidates.length !== 1) continue;
      taken.add(candidates[0].id);
      matched.set(d.bankRef, candidates[0].id);
    }
    return matched;
  }

  /** Marks refunds refunded by their debits in `db` (the import's transaction); returns how many changed. */
  markPaidByDebits(db: Db, paid: RefundPaidByDebit[]): Promise<number> {
    return this.refunds.markPaidByDebits(
      db,
      paid.map((p) => ({ ...p, bookedOn: new Date(`${p.bookedOn}T00:00:00Z`) })),
    );
  }
}
