// ISO 3779 VINs for demo and synthetic cars, with the check digit (position 9) computed as North
// America requires and Tesla applies to every car it builds, so any VIN validator accepts them.
import { vinCheckDigit } from '../../domain/vin';

/** The VIN with its check digit filled in (whatever position 9 held before). */
export function withCheckDigit(vin: string): string {
  const draft = `${vin.slice(0, 8)}0${vin.slice(9)}`;
  return `${vin.slice(0, 8)}${vinCheckDigit(draft)}${vin.slice(9)}`;
}
