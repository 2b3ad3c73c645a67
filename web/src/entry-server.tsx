// The server render, built by Vite into dist/web/server/entry-server.mjs and loaded by the NestJS
// server (server/src/ssr/web-bundle.ts). It answers one page request with a complete HTML
// document: React Router's static handler runs the matched loaders, React renders the page, and
// the head (with the colour-mode script, preload links of the page's code and, when configured,
// the analytics script, lib/analytics.ts), the markup and the bootstrap data are written into a
// template of the client build. Two kinds of page:
// - a public page (islands.html): the same HTML for every visitor, guest or member, with its
//   islands (lib/island.tsx) rendered as their own roots; the browser hydrates only those;
// - a page of the React app (index.html: the sign-in screens, the member area): the visitor's
//   session is resolved from the session cookie (GET /api/me) and the browser hydrates the whole
//   page with the router. Only public pages are cached by the server (server/src/page-cache).
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import type { RuntimeConfig } from './config/runtime';
import { site } from './config/site';
import { analyticsScriptTag } from './lib/analytics';
import { createApiClient, type FetchFunction } from './lib/api-client';
import { colorModeScript, parseColorModePreference, type ColorModePreference } from './lib/color-mode';
import { parseCookies } from './lib/cookies';
import { escapeHtml } from './lib/escape-html';
import { IslandsProvider, type IslandRenderer } from './lib/island';
import { speculationRulesScript } from './lib/page-navigation';
import { createRouterContext } from './lib/router-context';
import { createSessionStore, type Viewer } from './lib/session';
import { resolveViewer } from './lib/viewer';
import { createBootstrapData } from './app/bootstrap-data';
import { renderBootstrapScript } from './app/bootstrap-json';
import { computeHead, renderHead } from './app/head';
import { canonicalCase } from './app/canonical-case';
import { AppProviders } from './app/providers';
import { deepestHandle } from './app/route-handle';
import { islands as islandTable } from './app/islands/registry';
import { isIslandsPage, routeModuleFiles, routes } from './app/router';

/** One entry of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  dynamicImports?: string[];
  imports?: string[];
  css?: string[];
}

export interface RenderOptions {
  /** The page request; its URL is absolute, on the public origin. */
  request: Request;
  config: RuntimeConfig;
  /**
   * dist/web/client/index.html (the React app) with the placeholders <!--app-head-->, <!--app-html-->,
   * <!--app-bootstrap-->.
   */
  template: string;
  /** dist/web/client/islands.html (a public page), with the same placeholders. */
  islandsTemplate: string;
  /** The client build's manifest (dist/web/client/.vite/manifest.json). */
  manifest: Record<string, ManifestChunk>;
  /** How loaders reach the API from the server (in-process, with the visitor's cookies). */
  fetch: FetchFunction;
  /** Receives errors that made the page fail (not 404s), for the server log. */
  onError(error: unknown): void;
}

/**
 * What a cached page depends on in a request: the colour-mode choice (never the session: the page is the same for
 * everyone).
 */
export interface PageFacts {
  colorModeCookie: string;
  colorMode: ColorModePreference;
}

/** A visitor without cookies (most cache hits): nothing to parse. */
const NO_COOKIE_FACTS: PageFacts = {
  colorModeCookie: site.colorModeCookie,
  colorMode: parseColorModePreference(undefined),
};

export function readPageFacts(cookieHeader: string | null): PageFacts {
  if (!cookieHeader) return NO_COOKIE_FACTS;
  return {
    colorModeCookie: site.colorModeCookie,
    colorMode: parseColorModePreference(parseCookies(cookieHeader).get(site.colorModeCookie)),
  };
}

const handler = createStaticHandler(routes);

/** What each entry script loads, per manifest: the manifest is the same object for every page of a build. */
const entryChunks = new WeakMap<Record<string, ManifestChunk>, Map<string, Set<string>>>();

/**
 * The chunks (and their stylesheets) a set of modules needs, minus what the page's entry (`index.html`, `islands.html`)
 * already loads.
 */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  entryKey: string,
  keys: string[],
): { scripts: string[]; styles: string[] } {
  const closure = (start: string[], into = new Set<string>()) => {
    for (const key of start) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  let entries = entryChunks.get(manifest);
  if (!entries) entryChunks.set(manifest, (entries = new Map()));
  let entry = entries.get(entryKey);
  if (!entry) entries.set(entryKey, (entry = closure([entryKey])));
  const needed = [...closure(keys)].filter((key) => !entry.has(key)).map((key) => manifest[key]);
  return {
    scripts: needed.map((chunk) => chunk.file),
    styles: [...new Set(needed.flatMap((chunk) => chunk.css ?? []))],
  };
}

/** The manifest's key of an island's chunk: its source path, or the shared chunk named after its file. */
function islandChunk(manifest: Record<string, ManifestChunk>, file: string): string {
  if (manifest[file]) return file;
  const name = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return manifest['islands.html']?.dynamicImports?.find((key) => manifest[key]?.name === name) ?? file;
}

export async function render({ request, config, fetch, onError, ...build }: RenderOptions): Promise<Response> {
  const url = new URL(request.url);
  const canonical = canonicalCase(routes, url.pathname);
  if (canonical !== url.pathname)
    return new Response(null, { status: 301, headers: { location: canonical + url.search } });
  const api = createApiClient({ baseUrl: config.apiUrl || config.publicUrl, fetch });
  const cookieHeader = request.headers.get('cookie');
  const cookies = parseCookies(cookieHeader);
  // A public page is the same for every visitor: its islands learn the viewer in the browser.
  const islandsPage = isIslandsPage((matchRoutes(routes, url.pathname) ?? []).map((m) => m.route.id ?? ''));
  let viewer: Viewer | null = null;
  if (!islandsPage) {
    try {
      viewer = await resolveViewer(api, cookieHeader, config.supabaseUrl);
    } catch (error) {
      onError(error); // the page is still shown, as to a visitor who is signed out
    }
  }
  const session = createSessionStore(viewer);
  const colorMode = parseColorModePreference(cookies.get(site.colorModeCookie));

  const context = await handler.query(request, { requestContext: createRouterContext({ api, config, session }) });
  // A loader answered with a redirect (or another response): pass it on as it is.
  if (context instanceof Response) return context;

  const errors = context.errors ? Object.values(context.errors) : [];
  for (const error of errors) if (!isRouteErrorResponse(error)) onError(error);

  const manifest = build.manifest;
  const router = createStaticRouter(handler.dataRoutes, context);
  const providers = (node: ReactNode) => (
    <AppProviders config={config} api={api} session={session} colorMode={colorMode}>
      {node}
    </AppProviders>
  );
  const islands: IslandRenderer | null = islandsPage
    ? { render: (node, identifierPrefix) => renderToString(node, { identifierPrefix }), wrap: providers, used: [] }
    : null;
  const html = renderToString(
    providers(
      <IslandsProvider renderer={islands}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IslandsProvider>,
    ),
  );
  const matches = context.matches.map((m) => ({
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
    params: m.params,
    pathname: m.pathname,
  }));
  const head = computeHead({ matches, error: errors[0], pathname: context.location.pathname, config });
  const forced = deepestHandle(matches, 'colorMode')?.value;
  const chunks = islands
    ? chunkFiles(
        manifest,
        'islands.html',
        [...new Set(islands.used)]
          .filter((name) => !islandTable[name].when)
          .map((name) => islandChunk(manifest, islandTable[name].file)),
      )
    : chunkFiles(manifest, 'index.html', context.matches.map((m) => routeModuleFiles[m.route.id]).filter(Boolean));
  const preloads = [
    ...chunks.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
    // Low priority like the entry script (server/src/ssr/web-bundle.ts): the HTML is the first paint.
    ...chunks.scripts.map(
      (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}">`,
    ),
  ];
  const headHtml = [
    `<script>${colorModeScript(forced)}</script>`,
    renderHead(head),
    ...preloads,
    islands && speculationRulesScript(),
    analyticsScriptTag(config.analytics),
  ]
    .filter(Boolean)
    .join('\n    ');

  // Function replacements: a `$` in the content must not be read as a replacement pattern.
  // A public page's islands read only the config and the colour mode: no router state travels.
  const bootstrap = createBootstrapData(config, session.get(), colorMode, islands ? null : context);
  const page = (islands ? build.islandsTemplate : build.template)
    .replace('<!--app-head-->', () => headHtml)
    .replace('<!--app-html-->', () => html)
    .replace('<!--app-bootstrap-->', () => renderBootstrapScript(bootstrap));

  // No Set-Cookie: one rendered page answers many visitors from the page cache (and from shared
  // caches in front); the locale cookie is written by the browser (lib/i18n.ts rememberLocale).
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  return new Response(page, { status: context.statusCode, headers });
}
