// Reads that must agree with each other (a page of rows and how many there are in all, a sitemap's
// lists) in one transaction that sees one snapshot. A Prisma batch transaction runs at PostgreSQL's
// READ COMMITTED, where each statement takes its own snapshot: a row written between the page and
// the count was counted but not listed, or listed but not counted. REPEATABLE READ gives the whole
// transaction the snapshot of its first statement, and a transaction that only reads never fails to
// serialise under it. (Batches that write use TransactionRepository.run.)
import type { PrismaService } from './prisma.service';
import { Prisma } from '../generated/prisma/client';

export function readTogether<P extends Prisma.PrismaPromise<unknown>[]>(prisma: PrismaService, queries: [...P]) {
  return prisma.$transaction(queries, { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead });
}
