// The permission areas and levels, from the generated OpenAPI types (components.schemas
// PermissionArea / PermissionLevel, the names the server's `x-permissions` carry): the one list the
// member area (its guards, the names of a member's permissions) and the staff console both use, so
// a renamed or removed area fails the type check instead of hiding a screen.
import type { components } from '../generated/api';

export type PermissionArea = components['schemas']['PermissionArea'];
export type PermissionLevel = components['schemas']['PermissionLevel'];
export type Permissions = components['schemas']['PermissionsDto'];

/** The level every staff endpoint asks for (the only level the API knows). */
export const FULL: PermissionLevel = 'full';

/** Every permission area, for the users filter and the permission switches (exhaustive by type). */
const AREA_SET = { users: true, events: true, content: true, finance: true } as const satisfies Record<
  PermissionArea,
  true
>;
export const PERMISSION_AREAS = Object.keys(AREA_SET) as PermissionArea[];
