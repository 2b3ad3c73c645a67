// The shell around every page: loading bar, skip link, main navigation bar and footer (or, where the
// route hides them, the slim banner and footer that keep every page's landmarks), the page frame of
// the route's layout, toasts, scroll restoration (top of the
// page on a new page, the hash anchor when there is one), the keyboard focus (the page heading after
// a page change, never lost to <body>), the colour mode (a route may force light or dark) and the
// hourly build check.
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { Island } from '@/lib/island';
import { LoadingBar } from '@/components/ui/loading-bar';
import { Toaster } from '@/components/ui/toaster';
import { t } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useAppliedTheme } from '@/lib/color-mode';
import { keepFocus } from '@/lib/focus-keeper';
import { focusPageStart } from '@/lib/page-focus';
import { useSessionConfirmation } from '@/lib/session-refresh';
import { useBuildCheck } from '../build-check';
import { deepestHandle, routeLayout } from '../route-handle';
import { LayoutFrame } from './layout-frame';
import { MainFooter } from './main-footer';
import { MainNavbar } from './main-navbar';
import { SlimFooter, SlimHeader } from './slim-frame';

/** After a client-side page change, focus moves to the page's heading (screen readers start reading there). */
function useFocusOnPageChange(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) focusPageStart();
  }, [pathname, hash]);
}

export function RootLayout() {
  const matches = useMatches();
  const { layout, hideMainNavbarAndFooter, ownShell } = routeLayout(matches);
  const forced = deepestHandle(matches, 'colorMode')?.value;
  const { pathname } = useLocation();
  const { buildId } = useRuntimeConfig();
  useBuildCheck(buildId);
  useSessionConfirmation();
  useFocusOnPageChange();
  useEffect(() => keepFocus(focusPageStart), []);

  useAppliedTheme(forced);

  // Marks the document once React owns it, so that scripts and tests can tell a hydrated page
  // from the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <LoadingBar />
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          focusPageStart({ scroll: true });
        }}
      >
        {t('site.skip_to_content')}
      </a>
      {hideMainNavbarAndFooter ? (
        !ownShell && <SlimHeader />
      ) : (
        <Island name="navbar" component={MainNavbar} props={{ forcedTheme: forced, pathname }} />
      )}
      <LayoutFrame layout={layout} ownShell={ownShell}>
        <Outlet />
      </LayoutFrame>
      {hideMainNavbarAndFooter ? <SlimFooter /> : <MainFooter />}
      <Island name="toaster" component={Toaster} props={{}} />
      <ScrollRestoration />
    </>
  );
}
