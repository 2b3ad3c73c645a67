// The server render, built by Vite into dist/web/server/entry-server.mjs and loaded by the NestJS
// server (server/src/ssr/web-bundle.ts). It answers one page request with a complete HTML
// document: React Router's static handler runs the matched loaders, React renders the page, and
// the head, the markup and the data for hydration are written into the client build's index.html.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from './config/runtime';
import { createApiClient, type FetchFunction } from './lib/api-client';
import { createRouterContext } from './lib/router-context';
import { createBootstrapData, renderBootstrapScript } from './app/bootstrap-data';
import { computeHead, renderHead } from './app/head';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

export interface RenderOptions {
  /** The page request; its URL is absolute, on the public origin. */
  request: Request;
  config: RuntimeConfig;
  /** dist/web/client/index.html with the placeholders <!--app-head-->, <!--app-html-->, <!--app-bootstrap-->. */
  template: string;
  /** How loaders reach the API from the server (in-process, with the visitor's cookies). */
  fetch: FetchFunction;
  /** Receives errors that made the page fail (not 404s), for the server log. */
  onError(error: unknown): void;
}

const handler = createStaticHandler(routes);

export async function render({ request, config, template, fetch, onError }: RenderOptions): Promise<Response> {
  const api = createApiClient({ baseUrl: config.apiUrl || config.publicUrl, fetch });
  const context = await handler.query(request, { requestContext: createRouterContext({ api, config }) });
  // A loader answered with a redirect (or another response): pass it on as it is.
  if (context instanceof Response) return context;

  const errors = context.errors ? Object.values(context.errors) : [];
  for (const error of errors) if (!isRouteErrorResponse(error)) onError(error);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders config={config}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const head = computeHead({
    matches: context.matches.map((m) => ({ handle: m.route.handle, data: context.loaderData[m.route.id], params: m.params, pathname: m.pathname })),
    error: errors[0],
    pathname: context.location.pathname,
    config,
  });
  // Function replacements: a `$` in the content must not be read as a replacement pattern.
  const page = template
    .replace('<!--app-head-->', () => renderHead(head))
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-bootstrap-->', () => renderBootstrapScript(createBootstrapData(config, context)));

  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  return new Response(page, { status: context.statusCode, headers });
}
