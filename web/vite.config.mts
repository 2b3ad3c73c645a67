/// <reference types="node" />
// Two builds from one config (`npm run build:web` runs them in this order):
//   vite build --config web/vite.config.mts          → dist/web/client: index.html (the page template
//       of the React app: the member area and the sign-in screens), islands.html (the template of a
//       public page: server HTML with islands, src/entry-islands.tsx), admin.html (the staff
//       console's page, web/src/staff), hashed assets under assets/, .vite/manifest.json,
//       builds/latest.json { id, timestamp }
//   vite build --config web/vite.config.mts --ssr    → dist/web/server/entry-server.mjs, an ES module
//       the NestJS server loads with import() (the .mjs name makes Node read it as ESM although the
//       project's package.json is CommonJS). Dependencies stay external, resolved from node_modules.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const distWeb = path.resolve(webRoot, '..', 'dist', 'web');

/**
 * Writes builds/latest.json. The id hashes the names of the emitted files, which carry content
 * hashes, so it changes exactly when the shipped client changes.
 */
function buildManifest(): Plugin {
  return {
    name: 'evklub:build-manifest',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => name.startsWith('assets/')).sort();
      const id = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id, timestamp: Date.now() }) + '\n' });
    },
  };
}

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the client build,
 * which the server sends to browsers that accept them (@fastify/static `preCompressed`): no
 * compression work per request, the smallest transfer for the first visit.
 */
function precompress(): Plugin {
  return {
    name: 'evklub:precompress',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(distWeb, 'client');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|mjs|css|svg|json)$/.test(fileName) || fileName.startsWith('.vite/')) continue;
        const file = path.join(outDir, fileName);
        const source = await readFile(file);
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } });
        await writeFile(`${file}.br`, brotli);
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * react-router's package exports point every condition at its development build (its warnings
 * and checks run in the visitor's browser); the browser build takes the production one it ships
 * beside it. The server bundle keeps the package's own resolution (it is external there).
 */
const reactRouterDist = path.resolve(webRoot, '..', 'node_modules', 'react-router', 'dist', 'production');
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/** The modules every public page runs (web/src/entry-islands.tsx and the navbar island). */
const SITE_MODULES = new RegExp(
  `web[\\\\/]src[\\\\/](${[
    'app/bootstrap-json',
    'app/providers',
    'app/islands/registry',
    'app/layouts/main-navbar',
    'lib/(api-context|color-mode|cookies|i18n|island|stored-path|lazy-api-client|locale-cookie|page-navigation|page-focus|prefetch|popups|runtime-config|session|session-broadcast|session-cookie|viewer|toasts)',
    'config/site',
    'components/ui/(shell-icons|popover)',
    'features/layout-ui/components/color-mode-switch',
  ].join('|')})\\.tsx?$`,
);

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: webRoot,
  base: '/',
  publicDir: 'public',
  plugins: [react(), buildManifest(), precompress()],
  // `@/` is web/src (imports that would climb two or more folders use it; ESLint enforces that).
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(webRoot, 'src')}/` },
      ...(!isSsrBuild && mode === 'production' ? productionReactRouter : []),
    ],
  },
  build: isSsrBuild
    ? {
        outDir: path.join(distWeb, 'server'),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        rolldownOptions: {
          input: path.join(webRoot, 'src', 'entry-server.tsx'),
          output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      }
    : {
        outDir: path.join(distWeb, 'client'),
        emptyOutDir: true,
        manifest: true,
        // Every browser the site supports preloads modules itself.
        modulePreload: { polyfill: false },
        assetsDir: 'assets',
        // Three pages: the React app (index.html), the public pages with their islands (islands.html)
        // and the staff console (admin.html, served at /admin), so the console's code is its own
        // chunk graph that public and member pages never load.
        rolldownOptions: {
          input: { index: path.join(webRoot, 'index.html'), islands: path.join(webRoot, 'islands.html'), admin: path.join(webRoot, 'admin.html') },
          // React's runtime is one chunk of its own: a public page loads it once for all its islands,
          // without the router and the app code the other pages share with it.
          // What every public page runs besides (the islands entry's own code, the navbar island) is
          // one chunk too: one file compresses better than the dozen small modules it is made of.
          output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }, { name: 'site', test: SITE_MODULES }] } },
        },
      },
}));
