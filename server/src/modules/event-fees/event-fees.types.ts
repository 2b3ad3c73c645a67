// What other modules may know of the event fees module besides its services: the payment a member
// sees of a registration, and what a registration owes.
export { EventMoneyDto, EventPaymentDto } from './event-fees.dto';
export {
  EVENT_PAYMENT_STATUSES,
  type EventPaymentStatus,
  eventPaymentStatus,
  outstandingCents,
} from './event-fee-rules';
export type { PayableRow } from './event-fees.repository';
