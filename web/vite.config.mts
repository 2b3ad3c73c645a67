/// <reference types="node" />
// Two builds from one config (`npm run build:web` runs both):
//   vite build --config web/vite.config.mts          → dist/web/client: index.html (the page template),
//       hashed assets under assets/, .vite/manifest.json, builds/latest.json { id, timestamp }
//   vite build --config web/vite.config.mts --ssr    → dist/web/server/entry-server.mjs, an ES module
//       the NestJS server loads with import() (the .mjs name makes Node read it as ESM although the
//       project's package.json is CommonJS). Dependencies stay external, resolved from node_modules.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  base: '/',
  publicDir: 'public',
  plugins: [react(), buildManifest()],
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
        assetsDir: 'assets',
      },
}));
