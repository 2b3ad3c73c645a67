// Client-side permission checks (docs/product-rules.md §6): a member holds a map area → level; a route or a menu
// entry may require name/value pairs, all of which must be held. These checks decide only what is
// shown; the API refuses the calls of anyone without the permission (403) whatever the page shows.
import type { ReactNode } from 'react';
import type { PermissionArea, PermissionLevel, Permissions } from './permissions';
import { useViewer } from './session';

/** The user's permission check of docs/product-rules.md §3: the level held for `area` equals `level`. */
export function hasPermission(
  held: Permissions | null | undefined,
  area: PermissionArea,
  level: PermissionLevel,
): boolean {
  return held?.[area] === level;
}

/** Every required pair is held (an empty requirement always passes). */
export function hasPermissions(held: Permissions | null | undefined, required: Permissions | undefined): boolean {
  return Object.entries(required ?? {}).every(([area, level]) =>
    hasPermission(held, area as PermissionArea, level as PermissionLevel),
  );
}

/** Whether the signed-in viewer holds the permissions. */
export function useHasPermissions(required: Permissions): boolean {
  const viewer = useViewer();
  return !!viewer && hasPermissions(viewer.permissions, required);
}

/** Renders its children only for a viewer holding `permissions` (else `fallback`). */
export function Authorization({
  permissions,
  fallback = null,
  children,
}: {
  permissions: Permissions;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return <>{useHasPermissions(permissions) ? children : fallback}</>;
}
