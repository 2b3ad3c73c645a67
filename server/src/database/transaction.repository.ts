import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service';
import type { Prisma } from '../generated/prisma/client';

/**
 * A Prisma client or an open transaction: every repository method that joins a transaction takes one (default: no
 * transaction).
 */
export type Db = Prisma.TransactionClient;

/**
 * The one way to open a transaction: several repository calls (sign-up, verification, a registration
 * under an event's row lock, …) commit together or not at all. Repository methods that join it take
 * the client as `db: Db`.
 */
@Injectable()
export class TransactionRepository {
  constructor(private readonly prisma: PrismaService) {}

  run<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    // Registrations queue on an event's row lock under load: allow more than Prisma's 2 s / 5 s defaults.
    return this.prisma.$transaction(fn, { maxWait: 15_000, timeout: 30_000 });
  }
}
