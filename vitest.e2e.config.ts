import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Browser journeys: the built server, real PostgreSQL, headless Chromium. */
export default defineConfig({
  resolve: { alias: { graphql: require.resolve('graphql') } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    // A journey takes 5–30 s here; on a loaded 2-core machine (two journeys' servers and browsers
    // side by side) one took over 60 s. Timeouts are for hangs, not for slowness.
    testTimeout: 150_000,
    hookTimeout: 150_000,
    // One retry for a journey that fails on a starved machine (a timing, not a behaviour); a
    // journey that fails twice fails the run, and the retry is reported.
    retry: 1,
    // expect.poll waits for what the page does next (a language loaded, a page of results); its
    // default of 1 s was shorter than a loaded CI machine takes (journeys failed their first attempt
    // with "Matcher did not succeed in time"). A behaviour that never comes still fails, at 10 s.
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
  },
});
