// The stable error codes of the FAQ.
export const FAQ_ERRORS = {
  faq_entry_not_found: 'errors.faq_entry_not_found',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const FAQ_STAFF_ONLY: readonly string[] = [FAQ_ERRORS.faq_entry_not_found];
