// The stable error codes of the users module: the member's profile and avatar, and the staff user administration.
export const MEMBERS_ERRORS = {
  user_not_found: 'errors.user_not_found',
  username_taken: 'errors.username_taken',
  email_required: 'errors.email_required',
  email_taken: 'errors.email_taken',
  avatar_not_found: 'errors.avatar_not_found',
  cannot_change_own_permissions: 'errors.cannot_change_own_permissions',
  last_owner: 'errors.last_owner',
  passkey_not_found: 'errors.passkey_not_found',
} as const;
