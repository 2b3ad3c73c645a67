// The stable error codes of member search.
export const SEARCH_ERRORS = {
  query_too_short: 'errors.query_too_short',
} as const;
