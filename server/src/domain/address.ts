// docs/product-rules.md §3: a full address is shown as "street, post code city, country", the country in Slovak.
import { countryNameSk } from './countries';

export interface AddressParts {
  addressStreet: string | null;
  addressPostCode: string | null;
  addressCity: string | null;
  addressCountry: string | null;
}

/** "street, post code city, country" (country in Slovak); missing parts are left out. */
export function fullAddress(p: AddressParts): string | null {
  const town = [p.addressPostCode, p.addressCity].filter(Boolean).join(' ');
  const parts = [p.addressStreet, town, countryNameSk(p.addressCountry)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
