// The stable error codes of the dues API, in one place (the web's Slovak catalogues translate them; an
// unknown member is the users module's MEMBERS_ERRORS.user_not_found).
export const DUES_ERRORS = {
  plan_not_found: 'errors.fee_plan_not_found',
  plan_name_taken: 'errors.fee_plan_name_taken',
  dues_not_found: 'errors.dues_not_found',
  payment_not_found: 'errors.dues_payment_not_found',
  payment_assigned: 'errors.dues_payment_already_assigned',
  payment_currency: 'errors.dues_payment_currency',
  payment_resolved: 'errors.dues_payment_already_resolved',
  note_required: 'errors.dues_note_required',
  year_exists: 'errors.dues_year_exists',
  settings_missing: 'errors.dues_settings_missing',
  bic_invalid: 'errors.bic_invalid',
  amount_invalid: 'errors.amount_invalid',
  xml_forbidden: 'errors.xml_doctype_forbidden',
  xml_malformed: 'errors.xml_malformed',
  statement_format: 'errors.statement_format',
  file_missing: 'errors.file_missing',
  statement_nothing_new: 'errors.statement_nothing_new',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const DUES_STAFF_ONLY: readonly string[] = Object.values(DUES_ERRORS).filter(
  (code) => code !== DUES_ERRORS.dues_not_found,
);
