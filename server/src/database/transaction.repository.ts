import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service';
import type { Prisma } from '../generated/prisma/client';

/** A Prisma client or an open transaction: every repository method that joins a transaction takes one (default: no transaction). */
export type Db = Prisma.TransactionClient;

/** Runs several repository calls as one transaction (sign-up, verification, refresh, MFA verify…). */
@Injectable()
export class TransactionRepository {
  constructor(private readonly prisma: PrismaService) {}

  run<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    // Mail is sent inside some transactions (a failed send rolls the sign-up back, as in GoTrue),
    // so allow more than Prisma's 5 s default.
    return this.prisma.$transaction(fn, { maxWait: 5_000, timeout: 20_000 });
  }
}
