// Every path no other route claims (spec §8): a 404 "Page Not Found: {path}" with the key
// errors.page_not_found. The loader throws, so the server answers with status 404 and the pages
// error boundary shows the Not Found page. Content pages managed in the staff console will be
// looked up here before giving up (architecture: catch-all content page).
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../route-handle';

export interface NotFoundData {
  code: 'errors.page_not_found';
  path: string;
}

function displayPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname; // malformed escapes: show the path as requested
  }
}

export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const body: NotFoundData = { code: 'errors.page_not_found', path: displayPath(new URL(request.url)) };
  throw data(body, { status: 404, statusText: 'Not Found' });
}

const handle: RouteHandle = { layout: 'default' };

// `element: null`: the route renders nothing itself, its loader always hands over to the error boundary.
export const notFoundRoute: RouteObject = { path: '*', loader: notFoundLoader, element: null, handle };
