// What other modules may know of the dues module besides its services: the member's records with
// their payments as the member's data export embeds them.
export { ExportDuesDto } from './dues-admin.dto';
