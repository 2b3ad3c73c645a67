// Which paths belong to the pages and which to the server's other parts: the APIs, the operational
// endpoints, the staff console and the build's files (ssr/web-routes.ts serves the pages; the
// redirects table may not claim the rest).
/** Path prefixes the pages never claim. `/admin` is the staff console's own bundle. */
const RESERVED = ['/api', '/auth/v1', '/healthz', '/readyz', '/metrics', '/admin', '/assets'];

/**
 * Whether a path is one of `prefixes` or lies under one (`/api` and `/api/…`, not `/apis`); asked on every page
 * request.
 */
export function pathsUnder(prefixes: readonly string[]): (pathname: string) => boolean {
  const folders = prefixes.map((prefix) => prefix + '/');
  return (pathname) => prefixes.includes(pathname) || folders.some((folder) => pathname.startsWith(folder));
}

export const isReservedPath = pathsUnder(RESERVED);

/** The staff console (web/admin.html): one client-rendered page for every path under /admin. */
export const isAdminPath = pathsUnder(['/admin']);
