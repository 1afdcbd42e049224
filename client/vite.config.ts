import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  root,
  plugins: [react()],
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
