// The stable error codes of the pure rules in domain/ (domain/vin.ts, domain/iban.ts): a VIN that is no
// VIN, a car that another member owns, an IBAN whose length or check digits are wrong (the club's
// account, a member's refund account).
export const DOMAIN_ERRORS = {
  vin_invalid: 'errors.vin_invalid',
  vin_owned_by_other: 'errors.vin_owned_by_other',
  iban_invalid: 'errors.iban_invalid',
} as const;
