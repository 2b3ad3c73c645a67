// The built web client in dist/web (see web/vite.config.mts): the page template, the static files
// with their cache policy, the build id, and the server render module, loaded on first use.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageFacts } from '../page-cache/page-cache';

/** dist/web beside dist/server; the same three levels up from server/src/ssr (ts-jest) and dist/server/ssr. */
export const DEFAULT_WEB_DIR = path.resolve(__dirname, '..', '..', '..', 'dist', 'web');

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT = 'public, max-age=3600';
export const NO_CACHE = 'no-cache';

/** What the web client's render needs from the server; mirrors web/src/config/runtime.ts. */
export interface RuntimeConfig {
  siteName: string;
  publicUrl: string;
  apiUrl: string;
  contactEmail: string;
  buildId: string;
  supabaseUrl: string;
  /** Embedded auth: the browser reaches the auth API on the page's own origin (web/src/config/runtime.ts). */
  authOnPageOrigin: boolean;
  supabaseAnonKey: string;
  analytics: { scriptUrl: string; siteId: string } | null;
  homeVideo: { youtubeId: string } | null;
  /** External sign-in providers (AUTH_PROVIDERS, embedded mode): one button each on the sign-in page. */
  authProviders: { id: string; name: string }[];
  /** Members may link and unlink provider identities in their settings (AUTH_MANUAL_LINKING). */
  identityLinking: boolean;
}

/** One entry of Vite's build manifest (dist/web/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The contract of dist/web/server/entry-server.mjs (web/src/entry-server.tsx). */
export interface RenderModule {
  render(options: {
    request: Request;
    config: RuntimeConfig;
    /** index.html: the React app's page (the sign-in screens, the member area). */
    template: string;
    /** islands.html: a public page, server HTML with its islands. */
    islandsTemplate: string;
    /** The client build's manifest: which chunks a page's routes or islands need (modulepreload links). */
    manifest: BuildManifest;
    fetch: (input: Request) => Promise<Response>;
    onError(error: unknown): void;
  }): Promise<Response>;
  /** The colour-mode choice of a Cookie header (server/src/page-cache). */
  readPageFacts(cookieHeader: string | null): PageFacts;
}

export interface StaticFile {
  /** Path relative to the client folder, for sendFile. */
  file: string;
  cacheControl: string;
}

export interface WebBundle {
  clientDir: string;
  /** index.html: the React app's page. */
  template: string;
  /** islands.html: a public page's (server HTML with islands, web/src/lib/island.tsx). */
  islandsTemplate: string;
  manifest: BuildManifest;
  build: { id: string; timestamp: number };
  /** URL path → file; index.html (the template) and Vite's .vite/ folder are not served. */
  staticFiles: Map<string, StaticFile>;
  /** The staff console's HTML entry (admin.html, client-rendered, served at /admin); null when not built. */
  adminTemplate: string | null;
  loadRenderModule(): Promise<RenderModule>;
}

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return IMMUTABLE; // content-hashed names
  if (file.startsWith('builds/')) return NO_CACHE; // polled to detect a new release
  // The app's service worker and manifest: a new release reaches installed apps on their next check.
  if (file === 'sw.js' || file === 'manifest.webmanifest') return NO_CACHE;
  return SHORT;
}

/** The staff console's page, served only at /admin (never as a file of its own). */
const ADMIN_TEMPLATE = 'admin.html';
/** Page templates, never served as files of their own. */
const TEMPLATES = new Set(['index.html', 'islands.html', ADMIN_TEMPLATE]);

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) return rel === '.vite' ? [] : listFiles(path.join(dir, entry.name), rel + '/');
    // Pre-compressed copies (.br, .gz) are sent in place of their file, never on their own.
    return entry.isFile() && !TEMPLATES.has(rel) && !/\.(br|gz)$/.test(rel) ? [rel] : [];
  });
}

/**
 * The page template with its stylesheets inlined (`<link rel="stylesheet" href="/assets/…css">` →
 * `<style>`): the first paint then needs no second request, which is what decides how fast a
 * server-rendered page shows on a slow mobile connection. The stylesheet is small (a few kB
 * compressed) and later pages are navigated inside the app, so it is rarely sent twice.
 */
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const css = path.join(clientDir, file);
    if (!fs.existsSync(css)) return tag;
    // `</style` cannot occur in built CSS except inside a string; escaped so it can never end the element.
    return `<style>${fs.readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/**
 * The app's scripts load at low priority: the server's HTML and styles are the page, the scripts
 * only make it interactive, so they must not compete with what the first paint and the largest
 * image need on a slow connection.
 */
export function deprioritizeScripts(template: string): string {
  return template.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

/** Reads the built web client, or returns null (with the reason) when it has not been built. */
export function openWebBundle(
  webDir: string = DEFAULT_WEB_DIR,
): { bundle: WebBundle } | { bundle: null; missing: string } {
  const clientDir = path.join(webDir, 'client');
  const templateFile = path.join(clientDir, 'index.html');
  const islandsFile = path.join(clientDir, 'islands.html');
  const entryFile = path.join(webDir, 'server', 'entry-server.mjs');
  const buildFile = path.join(clientDir, 'builds', 'latest.json');
  for (const file of [templateFile, islandsFile, entryFile, buildFile]) {
    if (!fs.existsSync(file)) return { bundle: null, missing: file };
  }
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const pageTemplate = (file: string) =>
    deprioritizeScripts(inlineStylesheets(fs.readFileSync(file, 'utf8'), clientDir));
  const staticFiles = new Map(
    listFiles(clientDir).map((file) => ['/' + file, { file, cacheControl: cacheControlFor(file) }]),
  );
  let loading: Promise<RenderModule> | undefined;
  return {
    bundle: {
      clientDir,
      template: pageTemplate(templateFile),
      islandsTemplate: pageTemplate(islandsFile),
      manifest: fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest) : {},
      build: JSON.parse(fs.readFileSync(buildFile, 'utf8')) as WebBundle['build'],
      staticFiles,
      adminTemplate: fs.existsSync(path.join(clientDir, ADMIN_TEMPLATE))
        ? fs.readFileSync(path.join(clientDir, ADMIN_TEMPLATE), 'utf8')
        : null,
      // A real dynamic import: TypeScript keeps `import()` as it is in CommonJS output under
      // `module: node20`, and Node loads the .mjs as an ES module. A failed load is retried on the
      // next request instead of being remembered.
      loadRenderModule: () =>
        (loading ??= (import(pathToFileURL(entryFile).href) as Promise<RenderModule>).catch((error: unknown) => {
          loading = undefined;
          throw error;
        })),
    },
  };
}
