// The rules of a refund (docs/product-rules.md §4 "Paid events"): its status, the reference its
// transfer carries, and the text the member reads on the statement.
import { randomBytes } from 'node:crypto';

export const REFUND_STATUSES = ['owed', 'exported', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_SORTS = ['created_at', 'amount', 'event_title', 'member_name'] as const;
export type RefundSort = (typeof REFUND_SORTS)[number];

export const REFUND_REASONS = [
  'member_cancelled',
  'staff_cancelled',
  'event_cancelled',
  'not_paid_in_time',
  'paid_after_cancellation',
] as const;

/** Refunded once paid back; exported once a SEPA file took it; owed before. */
export const refundStatus = (r: { exportId: string | null; refundedAt: Date | null }): RefundStatus =>
  r.refundedAt ? 'refunded' : r.exportId ? 'exported' : 'owed';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `count` random letters and digits (no 0/O, 1/I) a person can read back from a statement. */
function randomCode(count: number): string {
  return [...randomBytes(count)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * The transfer's EndToEndId: "VR" + the registration's variable symbol + 8 random characters, at most
 * 35 characters of the SEPA set; the statement's debit shows it again.
 */
export const newEndToEndId = (variableSymbol: string) => `VR${variableSymbol}-${randomCode(8)}`.slice(0, 35);

/** The export's message id (also its payment information id): at most 35 characters. */
export const newMessageId = (now: Date) =>
  `EVKLUB-VRATENIA-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomCode(6)}`;

/** What the member's statement says of the transfer (at most 140 characters once made SEPA-safe). */
export const refundRemittance = (eventTitle: string, variableSymbol: string) =>
  `Vrátenie: ${eventTitle.slice(0, 100)} VS ${variableSymbol}`;
