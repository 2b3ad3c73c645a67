// React Router matches paths regardless of case, so /FAQ would show the FAQ under a second address
// (and an upper-case canonical link). The server answers such a path with a permanent redirect to
// the route table's spelling; parameters (slugs, a VIN) keep the case they were written in.
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Route tables whose fixed segments are all lower case (the site's are): computed once per table. */
const lowerCaseTables = new WeakMap<RouteObject[], boolean>();

function fixedSegmentsLowerCase(routes: RouteObject[]): boolean {
  return routes.every(
    (r) =>
      (r.path ?? '').split('/').every((part) => part.startsWith(':') || part === part.toLowerCase()) &&
      fixedSegmentsLowerCase(r.children ?? []),
  );
}

/** `pathname` with every fixed segment of the route it matches in the route's own case. */
export function canonicalCase(routes: RouteObject[], pathname: string): string {
  let lowerCase = lowerCaseTables.get(routes);
  if (lowerCase === undefined) lowerCaseTables.set(routes, (lowerCase = fixedSegmentsLowerCase(routes)));
  // Nothing to respell (and no route matching to pay for on every page render).
  if (lowerCase && pathname === pathname.toLowerCase()) return pathname;
  const matches = matchRoutes(routes, pathname);
  if (!matches) return pathname;
  const pattern = matches.flatMap((m) => (m.route.path ?? '').split('/')).filter(Boolean);
  const segments = pathname.split('/');
  let at = 1; // segments[0] is the empty string before the leading slash
  for (const part of pattern) {
    if (part === '*' || at >= segments.length) break;
    if (!part.startsWith(':') && segments[at].toLowerCase() === part.toLowerCase()) segments[at] = part;
    at++;
  }
  return segments.join('/');
}
