// Which permission area each console resource needs. The area and level names are the generated
// OpenAPI types (components.schemas PermissionArea / PermissionLevel, the same names the server's
// `x-permissions` carry), so a renamed or removed area fails the type check instead of hiding a screen.
import type { components } from '../generated/api';

export type PermissionArea = components['schemas']['PermissionArea'];
export type PermissionLevel = components['schemas']['PermissionLevel'];
export type Permissions = components['schemas']['PermissionsDto'];

/** The level every staff endpoint asks for (the only level the API knows). */
export const FULL: PermissionLevel = 'full';

/** Every permission area, for the users filter and the permission switches (exhaustive by type). */
const AREA_SET = { users: true, events: true, content: true } as const satisfies Record<PermissionArea, true>;
export const PERMISSION_AREAS = Object.keys(AREA_SET) as PermissionArea[];

/** Resource name → the area its `/api/admin/*` endpoints require. */
export const RESOURCE_AREAS = {
  users: 'users',
  registrations: 'users',
  outbox: 'users',
  events: 'events',
  attendees: 'events',
  articles: 'content',
  pages: 'content',
  faq: 'content',
  guide: 'content',
  gallery: 'content',
  photos: 'content',
  discounts: 'content',
  files: 'content',
  charging: 'content',
  redirects: 'content',
  'site-settings': 'content',
} as const satisfies Record<string, PermissionArea>;

export type StaffResource = keyof typeof RESOURCE_AREAS;

export function isStaffResource(name: string): name is StaffResource {
  return Object.hasOwn(RESOURCE_AREAS, name);
}

/** Whether the permissions open the resource; unknown resources are closed (deny by default). */
export function canOpen(permissions: Permissions | null | undefined, resource: string): boolean {
  if (!permissions || !isStaffResource(resource)) return false;
  return permissions[RESOURCE_AREAS[resource]] === FULL;
}
