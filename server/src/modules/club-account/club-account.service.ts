// Where members pay the club, and whose account refunds are paid from: null until staff set the IBAN
// and the beneficiary's name (Správa → Príspevky → Nastavenia).
import { Injectable } from '@nestjs/common';
import type { Db } from '../../database/transaction.repository';
import { ClubAccountRepository } from './club-account.repository';

export interface ClubAccount {
  iban: string;
  bic: string | null;
  beneficiaryName: string;
}

@Injectable()
export class ClubAccountService {
  constructor(private readonly accounts: ClubAccountRepository) {}

  async clubAccount(db?: Db): Promise<ClubAccount | null> {
    const row = await this.accounts.find(db);
    if (!row.iban || !row.beneficiaryName) return null;
    return { iban: row.iban, bic: row.bic, beneficiaryName: row.beneficiaryName };
  }
}
