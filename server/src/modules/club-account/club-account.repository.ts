// The club's bank account as staff set it under dues (the IBAN, BIC and beneficiary columns of the
// one dues_settings row, which modules/dues/dues-setup.repository.ts writes). Read here for the
// modules that ask members to pay (event fees) or pay members back (refunds).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';

export interface ClubAccountRow {
  iban: string | null;
  bic: string | null;
  beneficiaryName: string | null;
}

@Injectable()
export class ClubAccountRepository {
  constructor(private readonly prisma: PrismaService) {}

  async find(db: Db = this.prisma): Promise<ClubAccountRow> {
    const row = await db.duesSettings.findUnique({
      where: { id: 1 },
      select: { iban: true, bic: true, beneficiaryName: true },
    });
    return row ?? { iban: null, bic: null, beneficiaryName: null };
  }
}
