// The permission areas a member holds (docs/product-rules.md §6), named in Slovak for the member area's pages — the
// staff list of members and a staff member's own "me" page say it the same way.
import { t } from './i18n-member';
import { PERMISSION_AREAS, type Permissions } from './permissions';

/** "používatelia, udalosti" for the areas held, in the API's order; null when none is held. */
export function heldPermissionNames(permissions: Permissions): string | null {
  const held = PERMISSION_AREAS.filter((area) => permissions[area]);
  return held.length ? held.map((area) => t(`member.staff.area_${area}`)).join(', ') : null;
}
