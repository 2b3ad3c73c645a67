// The route table, shared by the server render (createStaticHandler) and the browser
// (createBrowserRouter). A page is a route module in app/routes/ exporting its `loader`, its
// `Component` (from a feature) and its `handle` (layout, hideMainNavbarAndFooter, colorMode, meta);
// add it to `pages` with `page(id, path, file)`. Page modules are loaded lazily (their own chunks):
// the server preloads the chunks of the page it renders, the browser prefetches on link intent.
import {
  matchRoutes,
  Outlet,
  redirect,
  type LoaderFunctionArgs,
  type NonIndexRouteObject,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { shouldRevalidateSiteSettings, siteSettingsLoader } from '../features/layout-ui/api/site-settings';
import { findClientRedirect } from '../lib/client-redirects';
import { lazyRoute } from '../lib/lazy-route';
import { appContext } from '../lib/router-context';
import { PagesErrorBoundary, RootErrorBoundary } from './error-boundaries';
import { clearStoredPathArrivingFromLogin } from './guards';
import { RootLayout } from './layouts/root-layout';
import { isAppPageFile, sitePages } from './site-pages';
import { usePageHead } from './page-head';
import { notFoundRoute } from './routes/not-found';

type RouteModule = Pick<RouteObject, 'loader' | 'Component' | 'handle' | 'shouldRevalidate'>;

const modules = import.meta.glob<RouteModule>(['./routes/*.tsx', '!./routes/not-found.tsx']);

/** Route id → the module's source path, as the build manifest names it (entry-server preloads it). */
export const routeModuleFiles: Record<string, string> = {};
/** Route id → its module import without the reload-on-failure guard, for prefetching. */
const moduleLoaders: Record<string, () => Promise<unknown>> = {};

const appRoutes = new Set<string>();

/**
 * Whether the matched routes are a public page, served with its islands (entry-server picks the page template by it).
 */
export const isIslandsPage = (routeIds: string[]): boolean => !routeIds.some((id) => appRoutes.has(id));

function page(id: string, path: string | null, file: string): RouteObject {
  const load = modules[`./routes/${file}.tsx`];
  if (!load) throw new Error(`app/routes/${file}.tsx does not exist`);
  routeModuleFiles[id] = `src/app/routes/${file}.tsx`;
  if (isAppPageFile(file)) appRoutes.add(id);
  moduleLoaders[id] = load;
  const lazy = lazyRoute(load);
  return path === null ? { id, index: true, lazy } : { id, path, lazy };
}

/** docs/product-rules.md §2 public routes (app/site-pages.ts); the member area adds its own. */
const pages: RouteObject[] = [
  ...sitePages.map(({ id, path, file }) => page(id, path, file)),
  // ── the member area (docs/product-rules.md §2: needs login; guards in app/guards.ts) ──
  page('onboarding', 'uzivatel/dokoncenie-registracie', 'uzivatel-dokoncenie-registracie'),
  {
    ...(page('member', 'uzivatel', 'uzivatel') as NonIndexRouteObject),
    children: [
      page('member-index', null, 'uzivatel-index'),
      page('user-dashboard', 'dashboard', 'uzivatel-dashboard'),
      page('car-new', 'auto/nove', 'uzivatel-auto-nove'),
      page('car', 'auto/:vin', 'uzivatel-auto'),
      page('charging', 'nabijanie', 'uzivatel-nabijanie'),
      page('discounts', 'zlavy', 'uzivatel-zlavy'),
      page('dues', 'clensky-prispevok', 'uzivatel-clensky-prispevok'),
      page('dues-confirmation', 'clensky-prispevok/potvrdenie/:id', 'uzivatel-clensky-prispevok-potvrdenie'),
      page('my-events', 'udalosti', 'uzivatel-udalosti'),
      page('member-event', 'udalosti/:slug', 'uzivatel-udalost'),
      page('event-attendees', 'udalosti/:slug/ucastnici', 'uzivatel-ucastnici'),
      page('files', 'subory', 'uzivatel-subory'),
      page('light-shows', 'light-shows', 'uzivatel-light-shows'),
      page('lock-chimes', 'lock-chimes', 'uzivatel-lock-chimes'),
      page('my-profile', 'moj-profil', 'uzivatel-moj-profil'),
      page('search', 'vyhladavanie', 'uzivatel-vyhladavanie'),
      page('settings', 'nastavenia', 'uzivatel-nastavenia'),
      page('me', 'ja', 'uzivatel-ja'),
      page('users', 'uzivatelia', 'uzivatel-uzivatelia'),
      page('user', 'uzivatelia/:id', 'uzivatel-uzivatel'),
      page('registrations', 'registracie', 'uzivatel-registracie'),
    ],
  },
  // Any other single-segment path: a content page managed in the staff console, else 404.
  page('content-page', ':slug', 'content-page'),
  notFoundRoute,
];

/** Fetches the code of the page at `pathname` ahead of a navigation (a failure is left to the navigation). */
export function prefetchPage(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const load = match.route.id ? moduleLoaders[match.route.id] : undefined;
    load?.().catch(() => {});
  }
}

function Pages() {
  usePageHead();
  return <Outlet />;
}

/**
 * The redirects table for client-side navigations (the server applies it to page requests before
 * rendering, so this loader does nothing there).
 */
async function pagesLoader({ request, context }: LoaderFunctionArgs): Promise<null> {
  if (typeof document === 'undefined') return null;
  clearStoredPathArrivingFromLogin(); // docs/product-rules.md §2 guard 6, for every page
  const url = new URL(request.url);
  const target = await findClientRedirect(context.get(appContext).api, url.pathname);
  if (target && target !== url.pathname) throw redirect(target);
  return null;
}

const onPathChange = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname !== nextUrl.pathname;

export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: siteSettingsLoader,
    shouldRevalidate: shouldRevalidateSiteSettings,
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: 'pages',
        loader: pagesLoader,
        shouldRevalidate: onPathChange,
        Component: Pages,
        ErrorBoundary: PagesErrorBoundary,
        children: pages,
      },
    ],
  },
];
