// Which permission area each console resource needs (the areas and levels: lib/permissions.ts).
import { FULL, type PermissionArea, type Permissions } from '../lib/permissions';

/** Resource name → the area its `/api/admin/*` endpoints require. */
export const RESOURCE_AREAS = {
  users: 'users',
  registrations: 'users',
  outbox: 'users',
  'permission-changes': 'users',
  'job-queues': 'users',
  'failed-jobs': 'users',
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
  'contact-messages': 'content',
  'fee-plans': 'finance',
  dues: 'finance',
  'dues-years': 'finance',
  'dues-payments': 'finance',
  'dues-imports': 'finance',
  'dues-settings': 'finance',
  refunds: 'finance',
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

/** The server's status screen (a custom route, owners only; the menu shows it to owners). */
export const SERVER_STATUS_PATH = '/status';
