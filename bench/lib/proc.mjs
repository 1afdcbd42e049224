// Starting and stopping the built store (and other Node servers) as child processes, for the
// bench and the slow resilience tests. Every child is tracked so a crash of the harness does
// not leave a server running.
import { spawn } from 'node:child_process';
import path from 'node:path';

const children = new Set();
for (const signal of ['exit', 'SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    if (signal !== 'exit') process.exit(130);
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until GET url answers 200 (or the child dies / time runs out). */
export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered:\n${child.output?.() ?? ''}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms (${lastError})`);
}

/**
 * Starts a Node script with env; keeps the last 20 kB of its output for error messages.
 * Returns the ChildProcess with `output()` and `stop(signal)` (resolves when it has exited).
 */
export function startNode(script, { env = {}, args = [], nodeArgs = [], quiet = true } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (!quiet) process.stderr.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => children.delete(child));
  child.output = () => output;
  child.exited = exited;
  child.stop = async (signal = 'SIGTERM', graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };
  return child;
}

/**
 * Starts the built store from `outDir` (e.g. dist-bench) against `databaseUrl` on `port`, in
 * production mode, and waits for /readyz.
 */
export async function startStore({ outDir, databaseUrl, port, env = {}, timeoutMs = 90_000 }) {
  const child = startNode(path.resolve(outDir, 'server/src/main.js'), {
    // e.g. BENCH_STORE_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the store under any scenario
    nodeArgs: process.env.BENCH_STORE_NODE_ARGS ? process.env.BENCH_STORE_NODE_ARGS.split(' ') : [],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: BENCH_JWT_SECRET,
      STAFF_TOKEN: BENCH_STAFF_TOKEN,
      SEED_ON_START: 'false',
      // All bench load comes from one address: the per-IP flood limit would refuse most of it.
      FLOOD_MAX_REQUESTS_PER_MINUTE: '0',
      ...BENCH_PRODUCTION_ENV,
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/readyz`, { timeoutMs, child });
  child.baseUrl = baseUrl;
  return child;
}

/**
 * Production refuses to start without Razorpay keys unless online payments are off, and limits
 * the open orders of one shopper: a bench shopper places thousands of cash orders.
 */

export const BENCH_JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-0123456789';
export const BENCH_STAFF_TOKEN = 'bench-staff-token-0123456789';
/**
 * Production refuses the console SMS sender: the bench names MSG91 with a gateway address on this
 * machine where nothing listens (port 9), so a code sent during a run fails locally and is logged.
 */
const BENCH_SMS_ENV = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'bench', MSG91_TEMPLATE_ID: 'bench', SMS_DLT_SENDER_ID: 'KAPDAS', MSG91_BASE_URL: 'http://127.0.0.1:9', SMS_MAX_ATTEMPTS: '1' };
/** Production settings every bench server shares: cash only (no Razorpay keys here), order limits raised for bench shoppers, SMS to nowhere. */
export const BENCH_PRODUCTION_ENV = { ONLINE_PAYMENTS: 'off', MAX_OPEN_COD_ORDERS: '1000000', MAX_UNPAID_ONLINE_ORDERS: '1000000', MAX_HELD_UNITS_PER_SIZE: '999', MAX_HELD_UNITS_PER_PRODUCT: '9999', MAX_OPEN_COD_VALUE: '1000000000', ...BENCH_SMS_ENV };

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command, args, { env = {}, cwd, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-50_000);
      if (!quiet) process.stderr.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`));
    });
  });
}

/** Resident set size (bytes) of a process, from /proc (Linux). */
export async function rssOf(pid) {
  const fs = await import('node:fs/promises');
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}
