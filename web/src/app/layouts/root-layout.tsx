// The shell around every page: skip link, main navigation bar and footer (unless the route hides
// them), the page frame of the route's layout, scroll restoration, and the hourly build check.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { t } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useBuildCheck } from '../build-check';
import { routeLayout } from '../route-handle';
import { LayoutFrame } from './layout-frame';
import { MainFooter } from './main-footer';
import { MainNavbar } from './main-navbar';

export function RootLayout() {
  const { layout, hideMainNavbarAndFooter } = routeLayout(useMatches());
  const { buildId } = useRuntimeConfig();
  useBuildCheck(buildId);

  // Marks the document once React owns it, so that scripts and tests can tell a hydrated page
  // from the server's HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skip_to_content')}
      </a>
      {!hideMainNavbarAndFooter && <MainNavbar />}
      <LayoutFrame layout={layout}>
        <Outlet />
      </LayoutFrame>
      {!hideMainNavbarAndFooter && <MainFooter />}
      <ScrollRestoration />
    </>
  );
}
