// What other modules may use of the events module besides its services: its error codes (an event's
// gallery album names the event) and a registration's statuses (a payment assigned to one).
export { EVENTS_ERRORS } from './events-errors';
export { EVENT_REGISTRATION_STATUSES, type EventRegistrationStatus } from './event.dto';
