import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One copy of graphql, or type-graphql and Apollo disagree about "realms".
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    include: ['server/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: a few files at a time, each in its own database.
    maxWorkers: 3,
    // Files share their worker's loaded modules instead of importing the server afresh each (≈ 5 s
    // a file: the whole run took 4.6 min isolated, 2 min shared). Each file still has its own
    // database and app instances; a file that changes a global gives it back (cart-sync.test.ts),
    // and a test that changes the GraphQL schema builds its own (graphql-executor.test.ts).
    isolate: false,
    reporters: ['default'],
  },
});
