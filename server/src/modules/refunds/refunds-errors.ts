// The stable error codes of the refunds API (the web's Slovak catalogues translate them; an IBAN whose
// check digits are wrong is domain/domain-errors.ts's DOMAIN_ERRORS.iban_invalid).
export const REFUNDS_ERRORS = {
  refund_not_found: 'errors.refund_not_found',
  refund_exported: 'errors.refund_already_exported',
  refund_refunded: 'errors.refund_already_refunded',
  nothing_to_export: 'errors.refunds_nothing_to_export',
  club_account_missing: 'errors.club_account_missing',
  export_not_found: 'errors.refund_export_not_found',
} as const;

/** Answered only by the console's routes: the member web shows its general message for these. */
export const REFUNDS_STAFF_ONLY: readonly string[] = [
  REFUNDS_ERRORS.nothing_to_export,
  REFUNDS_ERRORS.club_account_missing,
  REFUNDS_ERRORS.export_not_found,
];
