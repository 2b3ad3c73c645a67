// The stable error codes of the pure rules in domain/ (domain/vin.ts): a VIN that is no VIN, and a car
// that another member owns.
export const DOMAIN_ERRORS = {
  vin_invalid: 'errors.vin_invalid',
  vin_owned_by_other: 'errors.vin_owned_by_other',
} as const;
