// The browser entry: reads the data the server embedded in the page and hydrates the server's
// markup with the same routes, so the first render neither refetches nor differs.
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { readBootstrapData, toHydrationState } from './app/bootstrap-data';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { createApiClient } from './lib/api-client';
import { createRouterContext } from './lib/router-context';
import './app/global.css';

async function start(): Promise<void> {
  const { config, router: routerState } = readBootstrapData(document);
  const api = createApiClient({ baseUrl: config.apiUrl || window.location.origin });

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
    getContext: () => createRouterContext({ api, config }),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  hydrateRoot(
    container,
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

// Start-up errors are logged, never shown raw; the server's HTML stays usable without scripts.
start().catch((error: unknown) => console.error('EV Klub: the page could not start', error));
