// Route error boundaries (docs/product-rules.md §8): a 404 shows the Page Not Found page, anything else Internal
// Server Error. PagesErrorBoundary keeps the navigation bar and footer around the error page;
// RootErrorBoundary is the last resort when the shell itself fails.
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { NotFoundPage, ServerErrorPage } from '../features/errors/components/error-pages';
import { LayoutFrame } from './layouts/layout-frame';
import { usePageHead } from './page-head';

function ErrorContent({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Fatal and unhandled errors are logged (the server logs its own), never shown raw to the visitor.
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  if (notFound) {
    const path = (error.data as { path?: unknown } | undefined)?.path;
    return <NotFoundPage path={typeof path === 'string' ? path : pathname} />;
  }
  return <ServerErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}

export function PagesErrorBoundary() {
  const error = useRouteError();
  usePageHead(error);
  return <ErrorContent error={error} />;
}

export function RootErrorBoundary() {
  const error = useRouteError();
  usePageHead(error);
  return (
    <LayoutFrame layout="bare">
      <ErrorContent error={error} />
    </LayoutFrame>
  );
}
