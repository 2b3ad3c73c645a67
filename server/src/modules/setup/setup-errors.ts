// The stable error codes of the first owner's setup link (GET/POST /api/setup/owner). Too many
// attempts is common: errors.too_many_requests.
export const SETUP_ERRORS = {
  setup_link_invalid: 'errors.setup_link_invalid',
  setup_link_used: 'errors.setup_link_used',
  setup_link_expired: 'errors.setup_link_expired',
  setup_owner_exists: 'errors.setup_owner_exists',
  setup_email_taken: 'errors.setup_email_taken',
  setup_weak_password: 'errors.setup_weak_password',
} as const;
