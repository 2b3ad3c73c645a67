// The stable error codes of a member's cars (a bad VIN and another member's car are domain/domain-errors.ts).
export const CARS_ERRORS = {
  car_not_found: 'errors.car_not_found',
  car_already_added: 'errors.car_already_added',
} as const;
