import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { routePreload } from './build/route-preload.ts';
import { inlineEntryCss } from './build/inline-css.ts';
import { pwa } from './build/pwa.ts';
import { buildSummary } from './build/build-summary.ts';
import { jsBudget } from './build/js-budget.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig(({ command }) => {
  // A build is for production whatever the shell's NODE_ENV (.env.example lists development for the
  // server): Vite reads NODE_ENV after this file, so a development value would build React's
  // development runtime (jsx-dev-runtime, 240 KB) and the budget below would stop `npm start`.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

const config: UserConfig = {
  root,
  // graphqlDocuments: each graphql() call becomes its generated document (no all-documents map in the bundle).
  // routePreload: index.html starts fetching the first screen's route chunk with the entry.
  // inlineEntryCss: the entry's CSS goes into index.html (no render-blocking stylesheet request).
  plugins: [
    graphqlDocuments({ srcDir: path.resolve(root, 'src'), excludeDir: path.resolve(root, 'src/admin') }),
    // The staff dashboard's documents, typed from admin-schema.graphql (client/src/admin/gql).
    graphqlDocuments({ srcDir: path.resolve(root, 'src/admin'), gqlDir: path.resolve(root, 'src/admin/gql'), name: 'admin' }),
    react(),
    routePreload({
      routes: [
        { pattern: '^/$', module: 'routes/home.tsx' },
        { pattern: '^/product-listing/', module: 'routes/product-listing.tsx' },
        { pattern: '^/product-details/', module: 'routes/product-details.tsx' },
        { pattern: '^/product-category-list/', module: 'routes/product-category-list.tsx' },
        { pattern: '^/search$', module: 'routes/search.tsx' },
      ],
    }),
    inlineEntryCss(),
    // The installable app: web manifest and service worker (client/build/pwa.ts).
    pwa(root),
    // `npm run build` runs Vite at --logLevel warn: this prints the one line that replaces its file list.
    buildSummary(),
    // Fails the build when the start-up JavaScript exceeds 170 KB gzip (issue 17 item 7).
    jsBudget(),
  ],
  build: {
    outDir: path.resolve(root, '../dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // The largest chunks are the GraphQL playground's Monaco editor and its workers (2.8 MB, loaded by /graphql only).
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      onwarn(warning, warn) {
        // GraphiQL's react-compiler-runtime starts modules with "use no memo", which bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      input: {
        main: path.resolve(root, 'index.html'),
        playground: path.resolve(root, 'playground.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      // ws: live order status subscribes over a WebSocket on the same path.
      '/graphql': { target: apiTarget, ws: true },
      '/admin/graphql': apiTarget,
      '/admin/auth': apiTarget,
      '/admin/upload': apiTarget,
      '/uploads': apiTarget,
      '/api': apiTarget,
      '/img': apiTarget,
    },
  },
};
