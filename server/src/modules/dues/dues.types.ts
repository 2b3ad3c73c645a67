// What other modules may know of the dues module besides its services: the member's records with
// their payments, and the payments of event registrations, as the member's data export embeds them.
export { DuesPaymentDto, ExportDuesDto } from './dues-admin.dto';
