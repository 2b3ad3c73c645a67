// The member's dues and event payments in their data export, and what deleting an account does to them
// (personal-data/profile-data.service.ts calls both; the deletion in its transaction): the records and their payments
// stay for the club's books (amount, day, variable symbol, the bank's reference that finds the entry in the bank's
// statement), but the payer's name and account (IBAN) read from the statement are erased from the member's payments
// (docs/product-rules.md §4).
import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/transaction.repository';
import { DuesPaymentRepository } from './dues-payment.repository';
import { DuesRepository } from './dues.repository';
import { mapExportDues, mapPayment, type DuesPaymentDto, type ExportDuesDto } from './dues-admin.dto';

@Injectable()
export class DuesMemberDataService {
  constructor(
    private readonly records: DuesRepository,
    private readonly payments: DuesPaymentRepository,
  ) {}

  /** Every record of the member, newest year first, each with the payments it received (as finance staff see them). */
  async exportOf(userId: string): Promise<ExportDuesDto[]> {
    const [records, payments] = await Promise.all([
      this.records.listByUser(userId),
      this.payments.paymentsOfMember(userId),
    ]);
    return records.map((record) =>
      mapExportDues(
        record,
        payments.filter((p) => p.duesId === record.id),
      ),
    );
  }

  /** The money received for the member's registrations for paid events (bank and cash), oldest first. */
  async exportRegistrationPayments(userId: string): Promise<DuesPaymentDto[]> {
    return (await this.payments.paymentsOfRegistrations(userId)).map(mapPayment);
  }

  /** Erases the payer's name and account from the payments of the member's records, in the caller's transaction. */
  async erasePayersIn(db: Db, userId: string): Promise<void> {
    await this.payments.erasePayersOf(db, userId);
  }
}
