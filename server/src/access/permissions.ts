// The permissions map of docs/product-rules.md §6: area → level. The only named level is `full`.
// These lists are emitted into the OpenAPI document, so clients read them from the generated types.
export const PERMISSION_AREAS = ['users', 'events', 'content', 'finance'] as const;
export const PERMISSION_LEVELS = ['full'] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number];
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export type Permissions = Partial<Record<PermissionArea, PermissionLevel>>;

/** True when the member holds every area at the required level. */
export function hasPermissions(held: unknown, required: Permissions): boolean {
  const map = held && typeof held === 'object' ? (held as Record<string, unknown>) : {};
  return Object.entries(required).every(([area, level]) => map[area] === level);
}

/** Every area at `full`: what an owner holds. */
export function allPermissions(): Permissions {
  return Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'full'])) as Permissions;
}

/** What a member holds: an owner every area, anyone else their stored map (normalized). */
export function heldPermissions(profile: { permissions: unknown; isOwner?: boolean } | null | undefined): Permissions {
  return profile?.isOwner ? allPermissions() : normalizePermissions(profile?.permissions);
}

/** The known areas of a stored permissions map (jsonb) at a known level; anything else is dropped. */
export function normalizePermissions(held: unknown): Permissions {
  const map = held && typeof held === 'object' && !Array.isArray(held) ? (held as Record<string, unknown>) : {};
  const out: Permissions = {};
  for (const area of PERMISSION_AREAS) {
    const level = map[area];
    if ((PERMISSION_LEVELS as readonly unknown[]).includes(level)) out[area] = level as PermissionLevel;
  }
  return out;
}
