// What a staff change does to a member's permissions map and owner flag (docs/product-rules.md §6):
// only an owner changes them, nobody their own, and an unchanged map sent back is no change.
import { allPermissions, normalizePermissions, PERMISSION_AREAS, type Permissions } from '../../access/permissions';
import { ApiError } from '../../common/api-error';
import { MEMBERS_ERRORS } from './members-errors';

/** A member's stored map and owner flag before and after a change: the audit row's content. */
export interface PermissionGrant {
  permissionsBefore: Permissions;
  permissionsAfter: Permissions;
  ownerBefore: boolean;
  ownerAfter: boolean;
}

/** The two maps hold the same areas at the same levels (after normalizing). */
export function samePermissions(a: unknown, b: unknown): boolean {
  const [left, right] = [normalizePermissions(a), normalizePermissions(b)];
  return PERMISSION_AREAS.every((area) => left[area] === right[area]);
}

/**
 * What the body does to the member's permissions, or null when it changes neither the map nor the
 * owner flag. An owner holds every area whatever their stored map says, so the map staff see for
 * an owner (every area) sent back while they stay an owner is no change either.
 */
export function permissionGrant(
  current: { permissions: unknown; isOwner: boolean },
  body: { permissions?: Permissions; is_owner?: boolean },
): PermissionGrant | null {
  const permissionsBefore = normalizePermissions(current.permissions);
  const ownerBefore = current.isOwner;
  const ownerAfter = body.is_owner ?? ownerBefore;
  const heldAsOwner =
    ownerBefore && ownerAfter && body.permissions !== undefined && samePermissions(body.permissions, allPermissions());
  const permissionsAfter =
    body.permissions === undefined || heldAsOwner ? permissionsBefore : normalizePermissions(body.permissions);
  if (ownerAfter === ownerBefore && samePermissions(permissionsBefore, permissionsAfter)) return null;
  return { permissionsBefore, permissionsAfter, ownerBefore, ownerAfter };
}

/** The change would leave the club without an owner (the database's trigger refused it too). */
export const lastOwnerRefused = () =>
  new ApiError(409, MEMBERS_ERRORS.last_owner, 'The club must keep at least one owner');
