// Every path no other route claims (docs/product-rules.md §8): a 404 "Page Not Found: {path}" with the key
// errors.page_not_found. The loader throws, so the server answers with status 404 and the pages
// error boundary shows the Not Found page. (Single-segment paths are first looked up as content
// pages by the `:slug` route.) Kept out of the lazy page modules: it is the fallback.
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { notFound } from '@/lib/route-data';
import type { RouteHandle } from '../route-handle';

export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  notFound(request);
}

const handle: RouteHandle = { layout: 'default' };

// `element: null`: the route renders nothing itself, its loader always hands over to the error boundary.
export const notFoundRoute: RouteObject = { id: 'not-found', path: '*', loader: notFoundLoader, element: null, handle };
