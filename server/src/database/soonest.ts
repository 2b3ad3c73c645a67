// The soonest of some timestamp columns after a moment: when scheduled content next changes by
// itself (a publication, an event's start, end or registration deadline). The repositories that own
// the tables name their columns.
import type { PrismaService } from './prisma.service';
import { Prisma } from '../generated/prisma/client';

/** A `table.column` pair of timestamps, written by the repository (never from input). */
export type TimestampColumn = readonly [table: string, column: string];

/** The earliest value after `now` among `columns`, or null when none lies ahead. */
export async function soonestAfter(
  prisma: PrismaService,
  now: Date,
  columns: readonly TimestampColumn[],
): Promise<Date | null> {
  const mins = columns.map(
    ([table, column]) =>
      Prisma.sql`(SELECT min(${Prisma.raw(column)}) FROM ${Prisma.raw(table)} WHERE ${Prisma.raw(column)} > ${now})`,
  );
  const [row] = await prisma.$queryRaw<{ at: Date | null }[]>`SELECT least(${Prisma.join(mins)}) AS at`;
  return row?.at ?? null;
}
