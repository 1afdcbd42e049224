/**
 * The job queue with several server processes: two queues (as two processes would start them) on
 * one database. A periodic job offered by both runs once per slot; each queued job runs exactly
 * once; a failing job is retried; a stopped queue takes no more work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/harness.js';
import { JobQueue } from './jobs.js';
import { createLogger } from './logger.js';

const db = useTestDatabase();

/** What the handlers of both queues did, by job. */
const runs: Array<{ queue: string; job: string; key: string }> = [];
let failuresLeft = 1;

function queueNamed(label: string): JobQueue {
  const queue = new JobQueue({ url: db.url, logger: createLogger('silent'), pollingIntervalSeconds: 0.5, maxConnections: 2 });
  // A slot of an hour: every offer of this test lands in the same slot (or, at hh:00, the next one).
  queue.define('probe.periodic', { everySeconds: 3600, handle: async () => void runs.push({ queue: label, job: 'periodic', key: 'tick' }) });
  queue.define<{ n: number }>('probe.queued', {
    handle: async ({ n }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      runs.push({ queue: label, job: 'queued', key: String(n) });
    },
  });
  queue.define<{ n: number }>('probe.flaky', {
    retryLimit: 2,
    retryDelaySeconds: 1,
    handle: async ({ n }) => {
      runs.push({ queue: label, job: 'flaky', key: String(n) });
      if (failuresLeft-- > 0) throw new Error('the first try fails');
    },
  });
  return queue;
}

// Made once the test database exists (its URL is known in beforeAll).
let first: JobQueue;
let second: JobQueue;

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('JobQueue with two processes on one database', () => {
  beforeAll(async () => {
    first = queueNamed('first');
    second = queueNamed('second');
    await Promise.all([first.start(), second.start()]);
  });
  afterAll(async () => {
    await Promise.all([first.stop(), second.stop()]);
  });

  it('a periodic job offered by both processes, again and again, runs once in its slot', async () => {
    // Both offered one run when they started; offer more from both, concurrently.
    const offers = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? first : second).offer('probe.periodic')));
    expect(offers.filter((id) => id !== null).length).toBeLessThanOrEqual(1); // the start offers came first
    await until(() => runs.some((r) => r.job === 'periodic'), 'the periodic run');
    await new Promise((resolve) => setTimeout(resolve, 2000)); // both workers poll several times meanwhile
    const periodic = runs.filter((r) => r.job === 'periodic');
    // Slots are whole UTC hours: only a run started at hh:00 may straddle two of them.
    if (new Date().getUTCMinutes() !== 0) expect(periodic).toHaveLength(1);
    expect(periodic.length).toBeLessThanOrEqual(2);
  });

  it('each queued job runs exactly once, whichever process takes it', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => (n % 2 ? first : second).send('probe.queued', { n })));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    await until(() => runs.filter((r) => r.job === 'queued').length >= 20, 'twenty runs');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const keys = runs.filter((r) => r.job === 'queued').map((r) => Number(r.key));
    expect(keys.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('a job that fails is retried after its delay, and runs no more once it succeeds', async () => {
    await first.send('probe.flaky', { n: 1 });
    await until(() => runs.filter((r) => r.job === 'flaky').length >= 2, 'the retry', 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.filter((r) => r.job === 'flaky')).toHaveLength(2);
  });

  it('runNow runs a handler directly (tests, the CLI); a stopped queue takes no more work', async () => {
    const before = runs.length;
    await first.runNow('probe.queued', { n: 99 });
    expect(runs.length).toBe(before + 1);
    await first.stop();
    expect(await first.send('probe.queued', { n: 100 })).toBeNull();
  });
});
