// The stable error codes of the onboarding wizard.
export const ONBOARDING_ERRORS = {
  onboarding_completed: 'errors.onboarding_completed',
} as const;
