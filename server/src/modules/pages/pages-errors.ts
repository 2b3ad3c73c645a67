// The stable error codes of content pages.
export const PAGES_ERRORS = {
  page_not_found: 'errors.page_not_found',
  slug_reserved: 'errors.slug_reserved',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const PAGES_STAFF_ONLY: readonly string[] = [PAGES_ERRORS.slug_reserved];
