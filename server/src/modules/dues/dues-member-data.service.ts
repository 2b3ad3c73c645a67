// What deleting an account does to the member's dues (accounts/profile-data.service.ts calls it in
// the deletion's transaction): the records and their payments stay for the club's books (amount,
// day, variable symbol, the bank's reference that finds the entry in the bank's statement), but the
// payer's name and account (IBAN) read from the statement are erased from the member's payments
// (docs/product-rules.md §4).
import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/transaction.repository';
import { DuesPaymentRepository } from './dues-payment.repository';

@Injectable()
export class DuesMemberDataService {
  constructor(private readonly payments: DuesPaymentRepository) {}

  /** Erases the payer's name and account from the payments of the member's records, in the caller's transaction. */
  async erasePayersIn(db: Db, userId: string): Promise<void> {
    await this.payments.erasePayersOf(db, userId);
  }
}
