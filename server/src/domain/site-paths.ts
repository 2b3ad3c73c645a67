// Which paths belong to the pages and which to the server's other parts: the APIs, the operational
// endpoints, the staff console and the build's files (ssr/web-routes.ts serves the pages; the
// redirects table may not claim the rest).
/** Path prefixes the pages never claim. `/admin` is the staff console's own bundle. */
const RESERVED = ['/api', '/auth/v1', '/healthz', '/readyz', '/metrics', '/admin', '/assets'];

export function isReservedPath(pathname: string): boolean {
  return RESERVED.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/'));
}

/** The staff console (web/admin.html): one client-rendered page for every path under /admin. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
