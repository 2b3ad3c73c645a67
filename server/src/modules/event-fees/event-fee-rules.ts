// The rules of paid events, each named once: what a registration owes (the price for the member and
// each companion), when it must be paid by, its payment status, its variable symbol and the note
// members put on the transfer. Free events (no price) owe nothing and have no deadline.
const DAY_MS = 86_400_000;

export const EVENT_PAYMENT_STATUSES = ['unpaid', 'partly_paid', 'paid'] as const;
export type EventPaymentStatus = (typeof EVENT_PAYMENT_STATUSES)[number];

/** What a registration of the member and `companions` companions owes (null: the event is free). */
export const registrationAmount = (priceCents: number | null, companions: number): number | null =>
  priceCents === null ? null : priceCents * (1 + companions);

/**
 * The payment deadline of a place given at `from`: the event's payment days later, but never after
 * registration closes (the registration deadline, or the start when there is none or it has passed:
 * a place given from the waitlist after the deadline is paid before the event starts).
 */
export function paymentDueAt(
  event: { paymentDays: number; registrationDeadline: Date | null; dateStart: Date },
  from: Date,
): Date {
  const closes =
    event.registrationDeadline && from < event.registrationDeadline ? event.registrationDeadline : event.dateStart;
  return new Date(Math.min(from.getTime() + event.paymentDays * DAY_MS, closes.getTime()));
}

/** Paid, partly paid or unpaid; null for a free registration. */
export function eventPaymentStatus(r: { amountCents: number | null; paidCents: number }): EventPaymentStatus | null {
  if (r.amountCents === null) return null;
  if (r.paidCents >= r.amountCents) return 'paid';
  return r.paidCents > 0 ? 'partly_paid' : 'unpaid';
}

/** Still owed, in cents (0 when free or paid). */
export const outstandingCents = (r: { amountCents: number | null; paidCents: number }) =>
  r.amountCents === null ? 0 : Math.max(0, r.amountCents - r.paidCents);

/** A registration's variable symbol: 9, then its number (10 digits; a dues symbol starts with its year, 20…). */
export const eventVariableSymbol = (sequence: number) => `9${String(sequence).padStart(9, '0')}`;

/** The note on the transfer (and in the QR), e.g. "Jarný zraz 2026, Ján Novák". */
export const eventPaymentNote = (title: string, name: string | null) =>
  `${title}${name ? `, ${name}` : ''}`.slice(0, 140);
