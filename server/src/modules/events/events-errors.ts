// The stable error codes of the events module: events, registration, check-in and the calendar feed.
export const EVENTS_ERRORS = {
  event_not_found: 'errors.event_not_found',
  event_dates_invalid: 'errors.event_dates_invalid',
  capacity_below_registered: 'errors.capacity_below_registered',
  onboarding_incomplete: 'errors.onboarding_incomplete',
  registration_closed: 'errors.registration_closed',
  registration_not_found: 'errors.registration_not_found',
  ticket_invalid: 'errors.ticket_invalid',
  calendar_not_found: 'errors.calendar_not_found',
  companions_too_many: 'errors.companions_too_many',
  price_locked: 'errors.price_locked',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const EVENTS_STAFF_ONLY: readonly string[] = [
  EVENTS_ERRORS.event_dates_invalid,
  EVENTS_ERRORS.capacity_below_registered,
  EVENTS_ERRORS.ticket_invalid,
  EVENTS_ERRORS.price_locked,
];

/**
 * Answered only by the member's calendar feed (event-feed.controller.ts), which is no JSON route and so not in the
 * OpenAPI document.
 */
export const EVENTS_OUTSIDE_OPENAPI: readonly string[] = [EVENTS_ERRORS.calendar_not_found];
