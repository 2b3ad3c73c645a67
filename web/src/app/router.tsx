// The route table, shared by the server render (createStaticHandler) and the browser
// (createBrowserRouter). A page is a route object in app/routes/ with its loader, its component
// from a feature and its `handle` (layout, hideMainNavbarAndFooter, meta); add it to `pages`.
import { Outlet, type RouteObject } from 'react-router-dom';
import { PagesErrorBoundary, RootErrorBoundary } from './error-boundaries';
import { RootLayout } from './layouts/root-layout';
import { usePageHead } from './page-head';
import { homeRoute } from './routes/home';
import { notFoundRoute } from './routes/not-found';

function Pages() {
  usePageHead();
  return <Outlet />;
}

const pages: RouteObject[] = [homeRoute, notFoundRoute];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [{ id: 'pages', Component: Pages, ErrorBoundary: PagesErrorBoundary, children: pages }],
  },
];
