// The stable error codes of discounts and charging.
export const PERKS_ERRORS = {
  discount_not_found: 'errors.discount_not_found',
  charging_entry_not_found: 'errors.charging_entry_not_found',
} as const;

/**
 * Answered only by staff routes that the member web never calls: the member web shows its general message for these.
 */
export const PERKS_STAFF_ONLY: readonly string[] = [
  PERKS_ERRORS.discount_not_found,
  PERKS_ERRORS.charging_entry_not_found,
];
