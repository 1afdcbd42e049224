/**
 * `npm run test:resilience`: the slow resilience tests (bench/resilience: kill -9 during orders,
 * PostgreSQL restart under load, the mixed load run) plus the fast ones that also run in the
 * normal suite (server/test/resilience: hostile input, access matrix, abuse limits).
 * The slow ones drive the BUILT server (dist-bench, built on first use) as a child process.
 */
import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    include: ['server/test/resilience/**/*.test.ts', 'bench/resilience/**/*.test.{ts,mjs}'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // These tests load the machine on purpose: one file at a time.
    maxWorkers: 1,
    fileParallelism: false,
    env: { RESILIENCE_RUNS: process.env.RESILIENCE_RUNS ?? '40' },
    reporters: ['default'],
  },
});
