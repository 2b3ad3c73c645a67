// Options a route declares in its `handle` (docs/product-rules.md §2): its layout, whether the main navigation bar
// and footer are hidden, and how its page title and description derive from its loader data.
// The deepest matched route that sets an option decides it.
import type { Params } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtime';

export type LayoutName = 'bare' | 'c-root' | 'default' | 'p-article' | 'p-user-content' | 'user';

export interface PageMeta {
  /** Page title without the site name; absent = the site name alone. */
  title?: string;
  description?: string;
  /** Pages that must not be indexed (error pages, the member area). */
  noindex?: boolean;
  /** Open Graph type; `website` unless said otherwise. */
  type?: 'website' | 'article';
  /** An image for link previews (absolute or site-relative URL). */
  image?: string;
  /** ISO date-time an article was published (article:published_time). */
  publishedTime?: string;
}

export interface MetaArgs<Data = unknown> {
  data: Data;
  params: Params;
  pathname: string;
  config: RuntimeConfig;
}

export interface RouteHandle<Data = unknown> {
  layout?: LayoutName;
  hideMainNavbarAndFooter?: boolean;
  /** The route's component draws its own banner and <PageMain> (member area, onboarding). */
  ownShell?: boolean;
  /** docs/product-rules.md §1: a page may force light or dark (never system). */
  colorMode?: 'light' | 'dark';
  meta?: (args: MetaArgs<Data>) => PageMeta;
}

/** The part of a route match the shell reads: React Router's UIMatch and the server's matches both fit. */
export interface ShellMatch {
  handle?: unknown;
  data?: unknown;
  params: Params;
  pathname: string;
}

export function deepestHandle<K extends keyof RouteHandle>(
  matches: readonly ShellMatch[],
  key: K,
): { match: ShellMatch; value: NonNullable<RouteHandle[K]> } | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = (matches[i].handle as RouteHandle | undefined)?.[key];
    if (value !== undefined) return { match: matches[i], value: value as NonNullable<RouteHandle[K]> };
  }
  return undefined;
}

export function routeLayout(matches: readonly ShellMatch[]): {
  layout: LayoutName;
  hideMainNavbarAndFooter: boolean;
  ownShell: boolean;
} {
  return {
    layout: deepestHandle(matches, 'layout')?.value ?? 'default',
    hideMainNavbarAndFooter: deepestHandle(matches, 'hideMainNavbarAndFooter')?.value ?? false,
    ownShell: deepestHandle(matches, 'ownShell')?.value ?? false,
  };
}
