// What assigning an unmatched payment by hand asks the same way, whether it goes to a dues record
// (dues-admin.service.ts) or to a registration for a paid event (event-payment-assign.service.ts):
// the payment must exist and be open, and one in another currency counts with the euros the bank
// credited, which staff give.
import { ApiError } from '../../common/api-error';
import { DUES_ERRORS } from './dues-errors';
import type { DuesPaymentRepository } from './dues-payment.repository';

export async function findPayment(payments: DuesPaymentRepository, id: string) {
  const payment = await payments.findById(id);
  if (!payment) throw new ApiError(404, DUES_ERRORS.payment_not_found, 'Payment not found');
  return payment;
}

/** The euros a payment in another currency counts with (staff give them); null for a payment in euros. */
export function creditedCentsOf(payment: { currency: string }, body: { credited_amount?: number }): number | null {
  if (payment.currency === 'EUR') return null;
  if (body.credited_amount === undefined)
    throw new ApiError(
      409,
      DUES_ERRORS.payment_currency,
      'A payment in another currency needs the euros the bank credited (credited_amount)',
    );
  return Math.round(body.credited_amount * 100);
}

export const paymentAssigned = () =>
  new ApiError(409, DUES_ERRORS.payment_assigned, 'The payment is assigned or settled already');
