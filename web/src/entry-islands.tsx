// The browser entry of a public page (web/islands.html): the page is the server's HTML; this hydrates
// each island (lib/island.tsx, <ev-island>) as its own React root with the props the server wrote
// beside it, loading only the islands' code the page holds. After hydration the islands learn who is
// visiting from the session cookie (the page itself is the same for guests and members) and follow
// sign-ins and sign-outs of other tabs. Navigation is the browser's (lib/page-navigation.ts).
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readBootstrapData } from './app/bootstrap-json';
import { islands, type HydrateWhen } from './app/islands/registry';
import { AppProviders } from './app/providers';
import { createLazyApiClient } from './lib/lazy-api-client';
import { initColorModePreference } from './lib/color-mode';
import { parseCookies } from './lib/cookies';
import { ISLAND_TAG } from './lib/island';
import { paths } from './config/site';
import { rememberLocale } from './lib/locale-cookie';
import { forgetStoredPathArrivingFrom } from './lib/stored-path';
import {
  focusOnArrival,
  followHashTargets,
  installLoadingBar,
  installSkipLink,
  withdrawSpeculationOnSlowConnection,
} from './lib/page-navigation';
import { createSessionStore } from './lib/session';
import { whenFirstToast } from './lib/toasts';
import { followSessionChanges, viewerOfSessionCookie } from './lib/session-broadcast';
import { readSessionCookie, sessionStorageKey } from './lib/session-cookie';
import './app/global.css';

function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Runs `hydrate` once the element comes near the viewport. */
const whenNear = (element: HTMLElement) => (hydrate: () => void) => {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: '200px' },
  );
  // An island of display: contents has no box of its own: its first child stands for it.
  observer.observe(element.firstElementChild ?? element);
};

/**
 * Islands hydrated when first needed, not with the page (app/islands/registry.ts `when`): the toast
 * region at the first toast; the video poster and the copy button when they come near the viewport
 * (both below the fold; the poster is a link to the video until then).
 */
const hydrateWhen: Record<HydrateWhen, (element: HTMLElement) => (hydrate: () => void) => void> = {
  'first-toast': () => whenFirstToast,
  near: whenNear,
};

async function start(): Promise<void> {
  const { config, colorMode } = readBootstrapData(document);
  const api = createLazyApiClient({ baseUrl: config.apiUrl || window.location.origin });
  // The server rendered every island for a guest: hydration starts from that, the viewer follows.
  const session = createSessionStore(null);
  initColorModePreference(colorMode);
  rememberLocale();
  installLoadingBar();
  installSkipLink();
  withdrawSpeculationOnSlowConnection();
  focusOnArrival();
  forgetStoredPathArrivingFrom(document.referrer, paths.login);
  followHashTargets();

  const hydrate = async (element: HTMLElement) => {
    const island = islands[element.dataset.name ?? ''];
    if (!island) throw new Error(`unknown island "${element.dataset.name}"`);
    const Component = await island.load();
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    await new Promise<void>((resolve) =>
      hydrateRoot(
        element,
        <AppProviders config={config} api={api} session={session} colorMode={colorMode}>
          <Hydrated
            onHydrated={() => {
              // Tests and scripts can tell a live island from its server HTML.
              element.dataset.hydrated = 'true';
              resolve();
            }}
          >
            <Component {...props} />
          </Hydrated>
        </AppProviders>,
        { identifierPrefix: element.dataset.prefix },
      ),
    );
  };
  const elements = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
  const later = (element: HTMLElement) => {
    const when = islands[element.dataset.name ?? '']?.when;
    return when ? hydrateWhen[when](element) : undefined;
  };
  for (const element of elements)
    later(element)?.(
      () => void hydrate(element).catch((error: unknown) => console.error('EV Klub: an island could not start', error)),
    );
  await Promise.all(elements.filter((element) => !later(element)).map(hydrate));
  followSessionChanges(api, config.supabaseUrl, session);
  // A guest's page asks nothing; with a session cookie the API says whether it still holds.
  if (readSessionCookie(parseCookies(document.cookie), sessionStorageKey(config.supabaseUrl)))
    session.set(await viewerOfSessionCookie(api, config.supabaseUrl));
  // Marks the page once its islands are live, so that scripts and tests can tell it from the server's HTML.
  document.documentElement.dataset.hydrated = 'true';
}

// Start-up errors are logged, never shown raw; the server's HTML stays usable without scripts.
start().catch((error: unknown) => console.error('EV Klub: the page could not start', error));
