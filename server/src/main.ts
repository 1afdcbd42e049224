/**
 * Starts the store: reads config, opens (or starts) PostgreSQL, migrates, seeds an empty
 * catalogue, and serves GraphQL, REST and the client on one port.
 */
import 'reflect-metadata';
import { loadConfig, scaleWarnings, staffTokenWarnings, startupWarnings } from './config.js';
import { createLogger } from './shared/logger.js';
import { openDatabase } from './shared/db.js';
import { startEmbeddedPostgres, StartupError, type EmbeddedDatabase } from './shared/embedded-postgres.js';
import { createApp } from './app/create-app.js';
import { limitConnectionsPerAddress } from './shared/connection-limit.js';
import { seedIfEmpty } from './cli/seed-runner.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config.LOG_LEVEL, { pretty: config.LOG_FORMAT === 'pretty' });
  for (const warning of [...startupWarnings(config), ...scaleWarnings(config), ...staffTokenWarnings(config)]) {
    logger.warn(warning);
    console.warn(`WARNING: ${warning}`);
  }

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, logger });
    databaseUrl = embedded.url;
    console.log(`Embedded PostgreSQL on port ${config.EMBEDDED_PG_PORT}; data in ${embedded.dataDir}`);
  }
  const dataSource = await openDatabase({ url: databaseUrl, namedStatements: config.DATABASE_POOLER !== 'pgbouncer' });
  if (config.SEED_ON_START) await seedIfEmpty(dataSource, logger);

  const { app, services, live, readiness } = await createApp({ dataSource, config, logger });
  const nextSteps = await openingSteps(services);
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    console.log(`Store ready at http://localhost:${port}  (GraphQL playground: http://localhost:${port}/graphql)`);
    if (nextSteps.length) console.log(['Your shop is not open yet. Next:', ...nextSteps.map((step, i) => `  ${i + 1}. ${step.replace('{port}', String(port))}`)].join('\n'));
  });
  // Idle keep-alive connections stay open longer than a balancer keeps its pooled ones (HAProxy
  // purges idle server connections within seconds): when the app closed one first (Node's default
  // is 5 s) at the instant HAProxy reused it, the request was lost; a POST without an
  // Idempotency-Key header cannot be replayed, and its client saw the connection close unanswered.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  live.attach(server);
  // Facing clients directly (no balancer whose address every connection would share): bounded per address.
  if (config.trustProxy === false) limitConnectionsPerAddress(server, config.MAX_CONNECTIONS_PER_ADDRESS);
  // embedded-postgres stops its clusters on SIGINT/SIGTERM by itself (async-exit-hook) and then
  // exits, racing the requests still in flight: the store's own handler does it in order instead.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // No new jobs are taken; the ones running finish (or fail, to be retried elsewhere).
    const jobsStopped = services.jobs.stop(SHUTDOWN_GRACE_MS).catch((error) => logger.warn({ err: error }, 'stopping the job queue failed'));
    // Behind a balancer: /readyz goes unready while this process still serves, until the health
    // checks have taken it out of rotation; then stop accepting.
    readiness.startDraining();
    if (config.SHUTDOWN_DRAIN_SECONDS > 0) {
      logger.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'shutting down: draining (/readyz unready)');
      // At least the drain time, then until the balancer has stopped sending (a quiet second),
      // DRAIN_EXTRA_MS more at most: late health checks on a busy machine must not cost a request.
      const minMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
      await readiness.drained({ minMs, quietMs: DRAIN_QUIET_MS, maxMs: minMs + DRAIN_EXTRA_MS });
    }
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    // Open sockets (live order status) are not requests in flight: closed now with 1001 "Going
    // away"; their clients reconnect with a backoff to a process that is up (or poll meanwhile).
    await live.close().catch((error) => logger.warn({ err: error }, 'closing live updates failed'));
    // Stop accepting; idle keep-alive connections close now, busy ones after their response.
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    // Codes accepted just before the signal get their send (or its retries) a few seconds to finish.
    const smsSent = Promise.race([services.sms.idle(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await Promise.all([closed, smsSent, jobsStopped]);
    clearTimeout(force);
    await services.shared.close().catch(() => undefined);
    await services.replicas?.close();
    await dataSource.destroy().catch(() => undefined);
    if (embedded) await embedded.stop().catch(() => undefined);
    console.log('Store stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  // Background jobs (unpaid-order expiry, best-seller roll-up, refund retries, notification
  // retries) on the PostgreSQL job queue: each runs once even with several processes. Started
  // after the signal handlers, so a stop during the queue's start still shuts down in order.
  await services.jobs.start();
}

/**
 * What an owner still has to do before shoppers can buy (an empty production store has no owner
 * and no settings): printed at start, so the first run says where to go next (README, "Open your shop").
 */
async function openingSteps(services: Awaited<ReturnType<typeof createApp>>['services']): Promise<string[]> {
  const [staff, setup] = await Promise.all([services.staff.list(), services.storeSettings.setupStatus()]);
  const steps: string[] = [];
  if (!staff.some((member) => member.role === 'owner')) steps.push('create the owner: npm run staff -- add <your 10-digit mobile> owner "<your name>"');
  if (!setup.setupComplete) steps.push('log in at http://localhost:{port}/admin with that mobile and complete the store setup (brand, seller, contact, shipping and returns)');
  else if (setup.missingForInvoices.length) steps.push(`add the seller's ${setup.missingForInvoices.join(', ')} in the dashboard (Store settings): orders cannot be invoiced or shipped until then`);
  return steps;
}

/** How long a shutdown waits for requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long an idle keep-alive connection stays open (longer than the balancer keeps idle ones). */
const KEEP_ALIVE_MS = 65_000;
/** A drain ends once no request (health checks aside) has arrived for this long... */
const DRAIN_QUIET_MS = 1000;
/** ...or at most this long after SHUTDOWN_DRAIN_SECONDS (docker-compose's stop_grace_period counts it). */
const DRAIN_EXTRA_MS = 5000;

main().catch((error) => {
  // A problem the user can fix gets its message alone; anything else its stack too.
  const detail = error instanceof StartupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`The store could not start: ${detail}`);
  process.exit(1);
});
