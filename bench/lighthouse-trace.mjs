// One Lighthouse run (the settings of `lighthouseRun()` in run.mjs) on a page of a running store,
// and what its trace says about where the main thread's time went. Lighthouse's simulated Total
// Blocking Time is the page's observed task time (wall clock) × 4, so a task that waits for a core
// counts as much as one that works: this prints wall against CPU time for the page's renderer and
// the CPU each Chromium process used, to tell the page's own cost from the machine's.
//
//   node bench/lighthouse-trace.mjs http://127.0.0.1:4206/ [--runs 3] [--chrome-flag=--x ...]
import fs from 'node:fs';
import os from 'node:os';

const args = process.argv.slice(2);
const url = args.find((a) => !a.startsWith('--'));
if (!url) throw new Error('usage: node bench/lighthouse-trace.mjs <url> [--runs N] [--chrome-flag=FLAG]');
const runs = Number(args[args.indexOf('--runs') + 1]) || 1;
const extraFlags = args.filter((a) => a.startsWith('--chrome-flag=')).map((a) => a.slice('--chrome-flag='.length));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const TASK = /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask)$/;

/** Per thread (process/thread name): tasks, wall ms, CPU ms. */
function threadTimes(events) {
  const processes = Object.fromEntries(events.filter((e) => e.name === 'process_name').map((e) => [e.pid, e.args.name]));
  const threads = Object.fromEntries(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const times = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !TASK.test(e.name)) continue;
    const key = `${e.pid}:${e.tid}`;
    const entry = times.get(key) ?? { name: `${processes[e.pid] ?? e.pid}/${threads[key] ?? e.tid}`, pid: e.pid, tid: e.tid, tasks: 0, wallMs: 0, cpuMs: 0, long: [] };
    entry.tasks++;
    entry.wallMs += e.dur / 1000;
    entry.cpuMs += (e.tdur ?? 0) / 1000;
    if (e.dur >= 50_000 / 4) entry.long.push(e);
    times.set(key, entry);
  }
  return [...times.values()];
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraFlags],
});
try {
  for (let run = 1; run <= runs; run++) {
    const load = os.loadavg()[0];
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const { lhr } = result;
    const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    console.log(`run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms (load average ${load.toFixed(1)}, benchmarkIndex ${lhr.environment.benchmarkIndex})`);
    const events = result.artifacts?.Trace?.traceEvents;
    if (!events) continue;
    if (process.env.LH_TRACE_OUT) fs.writeFileSync(`${process.env.LH_TRACE_OUT}-${run}.json`, JSON.stringify(result.artifacts.Trace));
    const threads = threadTimes(events);
    // The page's renderer: the main thread that evaluated the page's own scripts.
    const pagePids = new Set(events.filter((e) => e.name === 'EvaluateScript' && String(e.args?.data?.url).startsWith(new URL(url).origin)).map((e) => e.pid));
    const page = threads.filter((t) => pagePids.has(t.pid) && t.name.endsWith('CrRendererMain')).sort((a, b) => b.tasks - a.tasks)[0];
    if (page) {
      const longWall = page.long.reduce((s, e) => s + e.dur / 1000, 0);
      const longCpu = page.long.reduce((s, e) => s + (e.tdur ?? 0) / 1000, 0);
      console.log(`  page main thread: ${page.tasks} tasks, wall ${page.wallMs.toFixed(0)} ms, CPU ${page.cpuMs.toFixed(0)} ms; ${page.long.length} tasks ≥ 12.5 ms: wall ${longWall.toFixed(0)} ms, CPU ${longCpu.toFixed(0)} ms (wall ÷ CPU ${(longWall / Math.max(1, longCpu)).toFixed(1)})`);
      // Blocking time after the first contentful paint, × 4 as Lighthouse's simulation does, once
      // from the tasks' wall time (what Lighthouse sees) and once from their CPU time (what the page
      // itself costs when it has a core to itself).
      const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === page.pid)?.ts ?? 0;
      const blocking = (ms) => Math.max(0, 4 * ms - 50);
      const after = page.long.filter((e) => e.ts >= fcp);
      const fromWall = after.reduce((s, e) => s + blocking(e.dur / 1000), 0);
      const fromCpu = after.reduce((s, e) => s + blocking((e.tdur ?? 0) / 1000), 0);
      console.log(`  blocking time after FCP at 4×: from wall ${fromWall.toFixed(0)} ms, from CPU ${fromCpu.toFixed(0)} ms`);
    }
    console.log('  CPU by thread (ms):', threads.sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 6).map((t) => `${t.name} ${t.cpuMs.toFixed(0)}`).join(', '));
  }
} finally {
  await chrome.kill();
}
