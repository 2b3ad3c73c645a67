// Spec §2/§4: a signed-in-only page visited while signed out stores the requested full path; after
// login or password reset the member goes there, otherwise to the dashboard. The path is kept in a
// cookie (lib/stored-path.ts) so the server's guards and the browser's share it; these helpers are
// the same store under the names the public pages use.
import { paths } from '../config/site';
import { takeStoredPath, writeStoredPath } from './stored-path';

export function storeRedirectPath(path: string): void {
  writeStoredPath(path);
}

export function clearRedirectPath(): void {
  writeStoredPath(null);
}

/** Where to go after signing in (the stored path, cleared, or the dashboard). */
export function takeRedirectPath(): string {
  return takeStoredPath() ?? paths.dashboard;
}
