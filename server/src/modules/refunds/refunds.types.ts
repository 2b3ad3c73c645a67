// What other modules may know of the refunds module besides its services: what a refund owed is made
// of (RefundsService.owe, called by the events module in the transaction that cancels a paid
// registration), the debits of a bank statement that may pay exported refunds (the dues import) and a
// refund as the member's data export embeds it.
export type { RefundOwed, StatementDebit, RefundPaidByDebit } from './refunds.service';
export type { RefundReason } from './refunds.repository';
export { ExportRefundDto } from './refunds.dto';
