// The treasurer's refunds (finance=full): the list, the account of a refund not yet exported, the
// SEPA export of every owed refund with an account (one transaction; the document is kept, so a
// download later gives the same bytes) and marking a refund refunded by hand.
import { Injectable, StreamableFile } from '@nestjs/common';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { collection, pageWindow, single } from '../../common/page.dto';
import { TransactionRepository } from '../../database/transaction.repository';
import { todayIso } from '../../domain/calendar';
import { ClubAccountService } from '../club-account/club-account.service';
import { RefundsRepository } from './refunds.repository';
import { REFUNDS_ERRORS } from './refunds-errors';
import { refundAccount, refundNotFound, RefundsService } from './refunds.service';
import type { RefundAccountDto } from './refunds.dto';
import { newMessageId, refundRemittance } from './refund-rules';
import { buildCreditTransfer } from './sepa-credit-transfer';
import {
  mapAdminRefund,
  mapRefundExport,
  type AdminRefundListQueryDto,
  type AdminRefundListResponseDto,
  type AdminRefundResponseDto,
  type RefundExportResponseDto,
} from './refunds-admin.dto';

@Injectable()
export class RefundsAdminService {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly service: RefundsService,
    private readonly clubAccount: ClubAccountService,
    private readonly tx: TransactionRepository,
  ) {}

  async listRefundsAdmin(query: AdminRefundListQueryDto): Promise<AdminRefundListResponseDto> {
    const { rows, total } = await this.refunds.list(
      { status: query.status, q: query.q },
      { field: query.sort ?? 'created_at', order: query.order ?? (query.sort ? 'asc' : 'desc') },
      pageWindow(query),
    );
    return collection(rows.map(mapAdminRefund), total);
  }

  async getRefundAdmin(id: string): Promise<AdminRefundResponseDto> {
    const found = await this.refunds.findById(id);
    if (!found) throw refundNotFound();
    return single(mapAdminRefund(found));
  }

  /** Sets or corrects the account of a refund not yet exported nor refunded. */
  async setRefundAccountAdmin(id: string, body: RefundAccountDto): Promise<AdminRefundResponseDto> {
    const account = refundAccount(body);
    if (!(await this.refunds.findById(id))) throw refundNotFound();
    if (!(await this.refunds.setAccount(id, account))) throw await this.service.notOpen(id);
    return this.getRefundAdmin(id);
  }

  /** Paid back outside a statement import (by hand, in cash): who and when are recorded. */
  async markRefundRefundedAdmin(actor: AuthUser, id: string): Promise<AdminRefundResponseDto> {
    if (!(await this.refunds.findById(id))) throw refundNotFound();
    if (!(await this.tx.run((db) => this.refunds.markRefunded(db, id, actor.id, new Date()))))
      throw new ApiError(409, REFUNDS_ERRORS.refund_refunded, 'The refund was paid back already');
    return this.getRefundAdmin(id);
  }

  /** One pain.001 of every owed refund with an account; refused (409) when there is none or no club account. */
  async exportRefundsAdmin(actor: AuthUser): Promise<RefundExportResponseDto> {
    const created = await this.tx.run(async (db) => {
      const club = await this.clubAccount.clubAccount(db);
      if (!club)
        throw new ApiError(
          409,
          REFUNDS_ERRORS.club_account_missing,
          'Set the club’s IBAN and name first (dues settings)',
        );
      const rows = await this.refunds.lockExportable(db);
      if (rows.length === 0)
        throw new ApiError(409, REFUNDS_ERRORS.nothing_to_export, 'No owed refund with an account to export');
      const now = new Date();
      const messageId = newMessageId(now);
      const totalCents = rows.reduce((sum, r) => sum + r.amountCents, 0);
      const document = buildCreditTransfer({
        messageId,
        createdAt: now,
        executionDate: todayIso(now),
        debtorName: club.beneficiaryName,
        debtorIban: club.iban,
        debtorBic: club.bic,
        transfers: rows.map((r) => ({
          endToEndId: r.endToEndId,
          amountCents: r.amountCents,
          creditorName: r.accountName ?? r.memberName,
          creditorIban: r.iban!,
          remittance: refundRemittance(r.eventTitle, r.variableSymbol),
        })),
      });
      return this.refunds.createExport(
        db,
        { messageId, count: rows.length, totalCents, document, createdById: actor.id, createdAt: now },
        rows.map((r) => r.id),
      );
    });
    return single(mapRefundExport(created));
  }

  /** The export's pain.001 as it was exported. */
  async downloadRefundExportAdmin(id: string): Promise<StreamableFile> {
    const found = await this.refunds.findExport(id);
    if (!found) throw new ApiError(404, REFUNDS_ERRORS.export_not_found, 'Refund export not found');
    return new StreamableFile(Buffer.from(found.document, 'utf8'), {
      type: 'application/xml; charset=utf-8',
      disposition: `attachment; filename="vratenia-${found.messageId}.xml"`,
    });
  }
}
