// The rules of membership dues, each one named once: a record's status from what was paid and the
// calendar, the day it becomes overdue, the first reminder's day and the payment note members write.
import type { DuesStatus } from './dues.repository';

const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) of the club's payment calendar; dates are compared as UTC days. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

/** The first day a record counts as overdue: the day after the due date plus the grace period. */
export const overdueFrom = (dueDate: Date, graceDays: number) => addDays(dueDate, graceDays + 1);

/** The first day of the reminder before the due date. */
export const remindFrom = (dueDate: Date, daysBefore: number) => addDays(dueDate, -daysBefore);

/** The status from the amounts, a waiver and whether the overdue day has come. */
export function duesStatus(
  record: { amountCents: number; paidCents: number; waived: boolean },
  overdue: boolean,
): DuesStatus {
  if (record.waived) return 'waived';
  if (record.paidCents >= record.amountCents) return 'paid';
  if (overdue) return 'overdue';
  return record.paidCents > 0 ? 'partly_paid' : 'waiting';
}

/** Still owed: waiting, partly paid or overdue. */
export const OWING: DuesStatus[] = ['waiting', 'partly_paid', 'overdue'];

/** The note members put on the transfer (and the QR carries), e.g. "Členský príspevok 2026, Ján Novák". */
export function paymentNote(year: number, name: string | null): string {
  return `Členský príspevok ${year}${name ? `, ${name}` : ''}`.slice(0, 140);
}

/** "15. 3. 2026" */
export const formatDay = (date: Date) => `${date.getUTCDate()}. ${date.getUTCMonth() + 1}. ${date.getUTCFullYear()}`;
