/// <reference types="node" />
// Three builds from one config (`npm run build:web` runs them in this order):
//   vite build --config web/vite.config.mts          → dist/web/client: index.html (the page template),
//       admin.html (the staff console's page, web/src/staff),
//       hashed assets under assets/, .vite/manifest.json, builds/latest.json { id, timestamp }
//   vite build --config web/vite.config.mts --mode guest → into the same folder: guest.html, the
//       template of a guest's public page: the same app (src/entry-guest.ts) built on Preact's React
//       compatibility layer instead of React DOM, its chunks, .vite/guest-manifest.json
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
function buildManifest(guest: boolean): Plugin {
  return {
    name: 'evklub:build-manifest',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => name.startsWith('assets/')).sort();
      // The guest build comes second: its id covers the first build's id and its own files.
      if (guest) names.unshift((JSON.parse(await readFile(path.join(distWeb, 'client', 'builds', 'latest.json'), 'utf8')) as { id: string }).id);
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

/**
 * A guest's public pages run on Preact's React compatibility layer (about 10 kB gzip where React DOM
 * takes 60): the routed app, its loaders and client-side navigation stay as they are, within the
 * script budget of tests/web/guest-scripts.e2e-spec.ts. Sign-in screens, the member area, a visitor
 * with a session and the staff console keep React (which page gets which: guestBuildRenders in
 * src/app/router.tsx). React Router reads React 19's useOptimistic only where it exists: the build's
 * warning that preact/compat has none is expected.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/**
 * The guest build's page template, guest.html: index.html with the guest entry (src/entry-guest.ts),
 * made in memory and written beside the first build's index.html.
 */
const guestHtml = path.join(webRoot, 'guest.html');
function guestTemplate(): Plugin {
  return {
    name: 'evklub:guest-template',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === guestHtml ? guestHtml : null),
    load: async (id) => (id === guestHtml ? (await readFile(path.join(webRoot, 'index.html'), 'utf8')).replace('/src/entry-app.ts', '/src/entry-guest.ts') : null),
  };
}

/** The guest build (`--mode guest`): guest.html and its chunks, into the client folder the first build filled. */
const guestBuild = {
  outDir: path.join(distWeb, 'client'),
  emptyOutDir: false,
  copyPublicDir: false,
  manifest: '.vite/guest-manifest.json',
  assetsDir: 'assets',
  rolldownOptions: { input: { index: guestHtml } },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: webRoot,
  base: '/',
  publicDir: 'public',
  plugins: [react(), buildManifest(mode === 'guest'), precompress(), ...(mode === 'guest' ? [guestTemplate()] : [])],
  // `@/` is web/src (imports that would climb two or more folders use it; ESLint enforces that).
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(webRoot, 'src')}/` },
      ...(!isSsrBuild && (mode === 'production' || mode === 'guest') ? productionReactRouter : []),
      ...(mode === 'guest' ? preactCompat : []),
    ],
  },
  build: mode === 'guest' ? guestBuild : isSsrBuild
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
        assetsDir: 'assets',
        // Two pages: the site (index.html) and the staff console (admin.html, served at /admin),
        // so the console's code is its own chunk graph that public and member pages never load.
        rolldownOptions: { input: { index: path.join(webRoot, 'index.html'), admin: path.join(webRoot, 'admin.html') } },
      },
}));
