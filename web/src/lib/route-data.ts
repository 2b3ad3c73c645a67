// How route loaders turn API answers into page data (docs/product-rules.md §8): a missing record, an invalid
// parameter or an unknown path is the 404 "Page Not Found: {path}" (errors.page_not_found); any
// other failure is an error for the error page (500), logged by the server render.
import { data } from 'react-router-dom';
import { ApiProblem, unwrap, type Answer } from './api-client';

export interface NotFoundData {
  code: 'errors.page_not_found';
  path: string;
}

/** The path as the visitor typed it (decoded), for the 404 message. */
export function displayPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname; // malformed escapes: show the path as requested
  }
}

export function notFound(request: Request): never {
  const body: NotFoundData = { code: 'errors.page_not_found', path: displayPath(new URL(request.url)) };
  throw data(body, { status: 404, statusText: 'Not Found' });
}

/** Slugs of articles, events, pages, guide entries and albums (server/src/domain/slug.ts). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A route parameter that must be a slug; anything else is a 404 without asking the API. */
export function slugParam(request: Request, value: string | undefined): string {
  if (!value || value.length > 120 || !SLUG.test(value)) notFound(request);
  return value;
}

/** `?strana=N` (page numbers from 1); a malformed or zero page is a 404 (route validation failure). */
export function pageParam(request: Request, name = 'strana'): number {
  const raw = new URL(request.url).searchParams.get(name);
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) notFound(request);
  return Number(raw);
}

/** The payload of an API answer; 404 → the Not Found page, anything else unexpected → the error page. */
export async function apiData<T>(request: Request, answer: Promise<Answer<T>>): Promise<T> {
  try {
    return await unwrap(answer);
  } catch (e) {
    if (e instanceof ApiProblem && e.status === 404) notFound(request);
    throw e;
  }
}
