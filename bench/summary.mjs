// Renders a bench results object as Markdown, and writes it into bench/README.md between markers.
import fs from 'node:fs';

const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';
const yes = (met) => (met === true ? 'met' : met === false ? '**missed**' : 'not measured');
const n = (v, digits = 0) => (v == null ? '–' : Number(v).toLocaleString('en-IN', { maximumFractionDigits: digits }));

export function renderSummary(r) {
  const lines = [];
  lines.push(`Measured ${r.date.slice(0, 16).replace('T', ' ')} UTC with \`${r.command}\` on ${r.machine.cpus} cores (${r.machine.cpuModel ?? 'unknown CPU'}), Node ${r.machine.node}, PostgreSQL ${r.machine.postgres ?? '?'}; load average at start ${r.machine.loadAverageAtStart?.join(' / ')} (a shared machine: other work was running). Main scenarios at ${n(r.settings.mainScale)} products, ${r.settings.connections} connections, ${r.settings.durationSeconds} s each.`);
  lines.push('');
  lines.push('**Targets**');
  lines.push('');
  lines.push('| target | goal | measured | |');
  lines.push('|---|---|---|---|');
  const names = {
    listingGraphqlRatio: 'listing GraphQL ÷ reference',
    searchGraphqlRatio: 'search GraphQL ÷ reference',
    listingRestRatio: 'listing REST ÷ reference',
    searchRestRatio: 'search REST ÷ reference',
    listingSteadyP99: 'listing GraphQL p99 at 200 req/s',
    searchSteadyP99: 'search GraphQL p99 at 200 req/s',
    sqlPerListing: 'SQL statements per listing',
    placeOrder: 'place-order COD',
    scaleListingP95: 'listing p95 growth',
    scaleSearchP95: 'search p95 growth',
    explainNoSeqScan: 'EXPLAIN of hot queries',
    homeLighthouse: 'home Lighthouse (mobile) perf / a11y',
    initialJs: 'initial JavaScript',
  };
  for (const [key, t] of Object.entries(r.targets ?? {})) lines.push(`| ${names[key] ?? key} | ${t.target} | ${t.value ?? '–'} | ${yes(t.met)} |`);
  if (r.main.length) {
    lines.push('', '**Throughput at 50 connections**', '', '| scenario | API | req/s | ÷ reference | p50 ms | p99 ms | errors |', '|---|---|---:|---:|---:|---:|---:|');
    for (const m of r.main) lines.push(`| ${m.name} | ${m.api} | ${n(m.requestsPerSecond)}${m.ordersPerSecond ? ` (${n(m.ordersPerSecond)} orders/s)` : ''} | ${m.ratioToReference ?? '–'} | ${m.p50} | ${m.p99} | ${m.errors} |`);
  }
  if (r.steady.length) {
    lines.push('', '**Steady 200 requests/s**', '', '| scenario | API | achieved req/s | p50 ms | p99 ms | errors |', '|---|---|---:|---:|---:|---:|');
    for (const m of r.steady) lines.push(`| ${m.name} | ${m.api} | ${n(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${m.errors} |`);
  }
  if (r.scale.length) {
    lines.push('', '**Scale** (50 connections)', '', '| products | scenario | API | req/s | p50 ms | p95 ms | p99 ms | errors |', '|---:|---|---|---:|---:|---:|---:|---:|');
    for (const m of r.scale) lines.push(`| ${n(m.scale)} | ${m.name} | ${m.api} | ${n(m.requestsPerSecond)} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.errors} |`);
  }
  if (r.explain.length) {
    lines.push('', '**EXPLAIN ANALYZE of the hot statements**', '', '| products | request | execution ms | indexes used | seq scans |', '|---:|---|---:|---|---|');
    for (const e of r.explain) lines.push(`| ${n(e.scale)} | ${e.query} | ${e.executionMs ?? '–'} | ${(e.indexes ?? []).join(', ') || '–'} | ${e.error ? `error: ${e.error.slice(0, 80)}` : ((e.seqScans ?? []).join(', ') || 'none') + (e.seqScansNeverExecuted?.length ? ` (planned, never executed: ${e.seqScansNeverExecuted.join(', ')})` : '')} |`);
  }
  if (r.sqlStatements.length) {
    lines.push('', '**SQL statements per request**', '', '| request | statements |', '|---|---:|');
    for (const s of r.sqlStatements) lines.push(`| ${s.request} | ${s.ok ? s.statements : `${s.statements} (call failed: ${s.status})`} |`);
  }
  if (r.orders) {
    lines.push('', `**Orders**: ${r.orders.ordersPlaced ?? '?'} orders placed during the run; sizes with negative stock: ${r.orders.negativeStock ?? '?'}; stock reconciles with order items: ${r.orders.reconciled ?? '?'}${r.orders.error ? ` (check failed: ${r.orders.error})` : ''}.`);
  }
  if (r.client?.initialJsGzipBytes) {
    lines.push('', `**Client bundle** (gzip): initial JS ${(r.client.initialJsGzipBytes / 1024).toFixed(1)} KB, initial CSS ${(r.client.initialCssGzipBytes / 1024).toFixed(1)} KB.`, '', '| route chunk | JS KB gzip | CSS KB gzip |', '|---|---:|---:|');
    for (const c of r.client.routes) lines.push(`| ${c.route} | ${(c.jsGzipBytes / 1024).toFixed(1)} | ${(c.cssGzipBytes / 1024).toFixed(1)} |`);
  }
  if (r.lighthouse.length) {
    lines.push('', `**Lighthouse** (mobile, simulated throttling; the median of ${r.lighthouse[0]?.runs ?? 1} runs a page, every run's score in brackets)`, '', '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const l of r.lighthouse) lines.push(l.error ? `| ${l.page} | error: ${l.error.slice(0, 80)} | | | | | | | |` : `| ${l.page} (${l.url}) | ${l.performance}${l.performanceRuns ? ` (runs: ${l.performanceRuns.join(', ')})` : ''} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.fcpMs} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} |`);
  }
  if (r.notes.length) lines.push('', `Notes: ${r.notes.join('; ')}.`);
  lines.push('', `Whole run: ${r.elapsedSeconds} s. Raw figures: \`bench/results/latest.json\`.`);
  return lines.join('\n');
}

export function writeReadmeBlock(file, markdown) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `${START}\n${END}\n`;
  const block = `${START}\n${markdown}\n${END}`;
  const next = text.includes(START) && text.includes(END) ? text.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block) : `${text}\n${block}\n`;
  fs.writeFileSync(file, next);
}
