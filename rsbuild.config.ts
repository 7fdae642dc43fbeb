import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { ChunkStatsPlugin } from './scripts/chunk-stats.ts';
import { FirstVisitFilesPlugin } from './scripts/first-visit-files.ts';
import { PREPAINT_ENTRY } from './web/features/exam/pre-paint/page-data.ts';

/** The server swaps this for a fresh per-request nonce when it serves index.html. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const distDir = process.env.DIST_DIR || 'dist';
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: {
      index: './web/main.tsx',
      // The test page's first script, inlined by scripts/prerender.ts: no page of its own.
      [PREPAINT_ENTRY]: { import: './web/features/exam/pre-paint/pre-paint.ts', html: false },
    },
  },
  html: {
    template: './web/index.html',
    title: 'CampusRecruit',
  },
  security: {
    nonce: CSP_NONCE_PLACEHOLDER,
  },
  output: {
    distPath: { root: distDir },
    // Hashed names let the server send `immutable`; a new build gets new names.
    filenameHash: true,
    legalComments: 'none',
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // TanStack Query in one chunk, not spread over four shared ones: a signed-in page's first load
      // is a few requests fewer over a phone's slow round trips (issue 13: /home 12 → 9 scripts).
      forceSplitting: {
        'lib-query': /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
      },
    },
  },
  tools: {
    // What each chunk holds and why it exists, for the size report (scripts/size-check.ts); the
    // test screen's files for index.html to ask for on a first visit (issue 29).
    rspack: (_config, { appendPlugins, isProd }) => {
      if (isProd)
        appendPlugins([new ChunkStatsPlugin(distDir), new FirstVisitFilesPlugin(distDir)]);
    },
  },
  server: {
    publicDir: { name: 'web/public' },
    port: Number(process.env.PORT ?? 3000),
    // `npm run dev`: the SPA from Rsbuild, `/api` from our own server on API_PORT.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
