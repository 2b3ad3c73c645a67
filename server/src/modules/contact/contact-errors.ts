// The stable error codes of the contact form's messages (too many messages is common: errors.too_many_requests).
export const CONTACT_ERRORS = {
  contact_message_not_found: 'errors.contact_message_not_found',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const CONTACT_STAFF_ONLY: readonly string[] = [CONTACT_ERRORS.contact_message_not_found];
