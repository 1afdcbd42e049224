/**
 * Background work on a PostgreSQL job queue (pg-boss 10, schema `pgboss`, created by migration
 * 1732000001300 and kept current by pg-boss itself on start).
 *
 * - Modules define their jobs (`define`) when the services are built; nothing runs until `start`
 *   (main.ts; tests call the job's service method directly, or start a queue of their own).
 * - A periodic job (`everySeconds`) is offered by every process at each tick; the queue keeps one
 *   per time slot (pg-boss throttling: a unique index on the slot) and, with the `short` policy, at
 *   most one waiting, so with several server processes it runs once per interval, by one of them.
 * - A queued job (`send`) is fetched by exactly one worker (SELECT … FOR UPDATE SKIP LOCKED) and
 *   retried with a doubling back-off when its handler throws, up to its retry limit.
 * - `stop` stops the ticks and the workers and waits for the jobs in flight (graceful shutdown).
 */
import PgBoss from 'pg-boss';
import type { Logger } from './logger.js';

/** pg-boss's schema (the migration creates it; kept in one place). */
export const JOB_SCHEMA = 'pgboss';

export interface JobDefinition<T extends object = object> {
  /** Runs one job; throwing fails it (retried when the job has retries left). */
  handle(data: T): Promise<unknown>;
  /** Run every this many seconds, once across all processes; omitted for jobs queued with `send`. */
  everySeconds?: number;
  /** Retries after a failure (default 0), waiting retryDelaySeconds, then twice that, and so on. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job that runs longer than this is failed (and retried) by the queue. */
  expireInSeconds?: number;
}

/** A job as a module declares it (`<module>.jobs.ts`); app/jobs.ts defines them all on the queue. */
export type JobSpec<T extends object = object> = JobDefinition<T> & { name: string };

export interface JobQueueOptions {
  /** The database's connection string (the store's own database). */
  url: string;
  logger: Logger;
  /** How often an idle worker asks for work (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How many connections the queue's own pool may open. */
  maxConnections?: number;
}

export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: JobQueueOptions) {}

  /** Declares a job; call before `start`. */
  define<T extends object>(name: string, definition: JobDefinition<T>): void {
    if (this.definitions.has(name)) throw new Error(`Job ${name} is defined twice.`);
    this.definitions.set(name, definition as JobDefinition<object>);
  }

  /** The names of the jobs defined (tests, the log). */
  names(): string[] {
    return [...this.definitions.keys()];
  }

  /** Runs a job's handler here and now, without the queue (tests and the CLI). */
  async runNow<T extends object>(name: string, data: T = {} as T): Promise<unknown> {
    return this.definition(name).handle(data);
  }

  /** Connects, makes sure every queue exists, starts the workers and the periodic ticks. */
  async start(): Promise<void> {
    this.starting ??= this.open();
    await this.starting;
    this.starting = null;
  }

  /**
   * Queues a job for any worker (this process or another). Answers the job id, or null when
   * the queue is not running here (then the caller's work is not retried: logged by the caller).
   */
  async send<T extends object>(name: string, data: T, options: { startAfterSeconds?: number } = {}): Promise<string | null> {
    const definition = this.definition(name);
    if (!this.boss) return null;
    return this.boss.send(name, data, { ...retryOptions(definition), ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}) });
  }

  /** Stops the ticks and workers, waiting up to `timeoutMs` for jobs in flight. */
  async stop(timeoutMs = 10_000): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.starting?.catch(() => undefined);
    const boss = this.boss;
    this.boss = null;
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  private definition(name: string): JobDefinition<object> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job is defined as ${name}.`);
    return definition;
  }

  private async open(): Promise<void> {
    const { logger } = this.options;
    const boss = new PgBoss({
      connectionString: this.options.url,
      schema: JOB_SCHEMA,
      max: this.options.maxConnections ?? 3,
      application_name: 'kapda-jobs',
      // Periodic jobs are throttled sends (below), not pg-boss cron: no cron clock to run.
      schedule: false,
      // Finished jobs are kept a day for the log, then removed.
      deleteAfterDays: 1,
    });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const [name, definition] of this.definitions) {
      // `short`: at most one waiting job per key, so ticks never pile up behind a slow run.
      await ensureQueue(boss, { name, policy: definition.everySeconds ? 'short' : 'standard', ...retryOptions(definition) });
      await boss.work<object>(name, { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
        try {
          return await definition.handle(job.data ?? {});
        } catch (error) {
          logger.error({ err: error, job: name, jobId: job.id }, 'job failed');
          throw error;
        }
      });
      if (definition.everySeconds) this.tickEvery(name, definition.everySeconds);
    }
    logger.info({ jobs: this.names() }, 'job queue started');
  }

  /**
   * Offers one run of a periodic job for the current slot of its interval: the database keeps the
   * first offer of each slot (from any process) and drops the rest. Answers the job id, or null
   * when this slot already has its run (or the queue is not running here).
   */
  async offer(name: string): Promise<string | null> {
    const definition = this.definition(name);
    if (!this.boss || !definition.everySeconds) return null;
    return this.boss.sendThrottled(name, {}, retryOptions(definition), definition.everySeconds, 'tick');
  }

  private tickEvery(name: string, seconds: number): void {
    const offer = () => void this.offer(name).catch((error) => this.options.logger.warn({ err: error, job: name }, 'could not queue a periodic job'));
    offer();
    const timer = setInterval(offer, Math.max(500, seconds * 1000));
    timer.unref();
    this.timers.push(timer);
  }
}

/**
 * Creates a queue unless it exists. Two processes starting at once may both try: pg-boss's
 * create_queue then deadlocks or collides in one of them (found by jobs.test.ts), which tries again.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue & { name: string }): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(queue.name)) return;
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      // 40P01 deadlock, 23505 unique violation, 42P07 partition exists: another process is creating it.
      if (attempt >= 5 || !['40P01', '23505', '42P07'].includes(code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

function retryOptions(definition: JobDefinition<object>): PgBoss.RetryOptions & PgBoss.ExpirationOptions {
  return {
    retryLimit: definition.retryLimit ?? 0,
    retryDelay: definition.retryDelaySeconds ?? 0,
    retryBackoff: (definition.retryLimit ?? 0) > 0,
    expireInSeconds: definition.expireInSeconds ?? 15 * 60,
  };
}
