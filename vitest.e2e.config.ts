import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Browser journeys: the built server, real PostgreSQL, headless Chromium. */
export default defineConfig({
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 150_000,
    maxWorkers: 2,
  },
});
