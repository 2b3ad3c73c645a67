// What other modules may use of the events module besides its services: its error codes (an event's
// gallery album names the event).
export { EVENTS_ERRORS } from './events-errors';
