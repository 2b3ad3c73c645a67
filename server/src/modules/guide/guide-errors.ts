// The stable error codes of the guide.
export const GUIDE_ERRORS = {
  guide_entry_not_found: 'errors.guide_entry_not_found',
} as const;
