import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphql-documents';
import { routePreload } from './build/route-preload';
import { inlineEntryCss } from './build/inline-css';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  root,
  // graphqlDocuments: each graphql() call becomes its generated document (no all-documents map in the bundle).
  // routePreload: index.html starts fetching the first screen's route chunk with the entry.
  // inlineEntryCss: the entry's CSS goes into index.html (no render-blocking stylesheet request).
  plugins: [
    graphqlDocuments({ srcDir: path.resolve(root, 'src') }),
    react(),
    routePreload({
      routes: [
        { pattern: '^/$', module: 'routes/home.tsx' },
        { pattern: '^/product-listing/', module: 'routes/product-listing.tsx' },
        { pattern: '^/product-details/', module: 'routes/product-details.tsx' },
      ],
      // Pages whose HTML paints their first screen (the server prerenders the home hero): the app's
      // chunks are requested after that paint (main.tsx waits for it there too).
      afterPaint: '^/$',
    }),
    inlineEntryCss(),
  ],
  build: {
    outDir: path.resolve(root, '../dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: {
        main: path.resolve(root, 'index.html'),
        playground: path.resolve(root, 'playground.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/img': apiTarget,
    },
  },
});
