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
    reporters: ['default'],
  },
});
