// The browser entry: reads the data the server embedded in the page and hydrates the server's
// markup with the same routes, so the first render neither refetches nor differs. It also wires
// what docs/product-rules.md §9 asks of every page: link prefetch on intent (not on slow or data-saver
// connections) and the reload at the target path when a page's code fails to load. Whenever the
// visitor is (or becomes) signed out, what was stored for a member's offline use is forgotten: a page
// the server rendered as signed out means the session ended while no page of theirs was open (signed
// out everywhere, revoked, the account deleted); a tab that follows another's sign-out, or whose
// refresh was refused, learns it here too.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, matchRoutes, RouterProvider } from 'react-router-dom';
import { toHydrationState } from './app/bootstrap-data';
import { readBootstrapData } from './app/bootstrap-json';
import { AppProviders } from './app/providers';
import { prefetchPage, routes } from './app/router';
import { createApiClient } from './lib/api-client';
import { initColorModePreference } from './lib/color-mode';
import { clearMemberData, hasOfflineData } from './lib/member-data';
import { setNavigationTarget } from './lib/lazy-route';
import { rememberLocale } from './lib/locale-cookie';
import { installLinkPrefetch } from './lib/prefetch';
import { createRouterContext } from './lib/router-context';
import { createSessionStore } from './lib/session';
import { followSessionChanges } from './lib/session-broadcast';
import './app/global.css';

async function start(): Promise<void> {
  const { config, viewer, colorMode, router: routerState } = readBootstrapData(document);
  const api = createApiClient({ baseUrl: config.apiUrl || window.location.origin });
  const session = createSessionStore(viewer);
  const forgetEnded = () => !session.get() && hasOfflineData() && clearMemberData();
  forgetEnded();
  session.subscribe(forgetEnded);
  followSessionChanges(api, config.supabaseUrl, session);
  initColorModePreference(colorMode);
  rememberLocale();

  // Lazily loaded routes of the first page must be in place before hydrating, or React would
  // render a fallback where the server rendered the page.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes, {
    hydrationData: toHydrationState(routerState),
    getContext: () => createRouterContext({ api, config, session }),
  });
  setNavigationTarget(() => {
    const target = router.state.navigation.location;
    return target ? createPath(target) : window.location.pathname + window.location.search + window.location.hash;
  });
  installLinkPrefetch(prefetchPage);

  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  // As a transition, hydration works in slices and yields to the browser between them: the page
  // (already painted from the server's HTML) stays responsive while React takes it over.
  startTransition(() => {
    hydrateRoot(
      container,
      <AppProviders config={config} api={api} session={session} colorMode={colorMode}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}

// Start-up errors are logged, never shown raw; the server's HTML stays usable without scripts.
start().catch((error: unknown) => console.error('EV Klub: the page could not start', error));
