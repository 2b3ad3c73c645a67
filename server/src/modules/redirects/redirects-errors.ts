// The stable error codes of redirects.
export const REDIRECTS_ERRORS = {
  redirect_not_found: 'errors.redirect_not_found',
  redirect_exists: 'errors.redirect_exists',
  redirect_loop: 'errors.redirect_loop',
  path_invalid: 'errors.path_invalid',
  path_reserved: 'errors.path_reserved',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const REDIRECTS_STAFF_ONLY: readonly string[] = [
  REDIRECTS_ERRORS.redirect_not_found,
  REDIRECTS_ERRORS.redirect_exists,
  REDIRECTS_ERRORS.redirect_loop,
  REDIRECTS_ERRORS.path_invalid,
  REDIRECTS_ERRORS.path_reserved,
];
