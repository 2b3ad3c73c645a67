// The stable error codes of the access checks (access/): the signed-in member's token and permissions.
// `errors.unauthorized` and `errors.forbidden` are common (common/common-errors.ts).
export const AUTH_ERRORS = {
  missing_permission: 'errors.missing_permission',
  owner_required: 'errors.owner_required',
  token_expired: 'errors.token_expired',
  insufficient_aal: 'errors.insufficient_aal',
} as const;
