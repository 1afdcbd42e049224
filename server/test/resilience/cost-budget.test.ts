/**
 * Issue 25, item 3: admitted work that degraded everyone inside the limits. The cost of a field
 * counts the lookups it makes; an address's flood budget is spent in cost, not requests; the
 * prerendered pages are inside the same budgets, and a search page reads (and echoes) no more of
 * `q` than search does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestServer } from '../harness.js';

const SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Kapda · Fashion for India</title></head><body><div id="root"><header class="site-header"></header><main class="shell-main"></main></div><script type="module" src="/assets/main.js"></script></body></html>`;
const shellDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kapda-cost-budget-'));
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
  return dir;
};

let ipCounter = 1;
const freshIp = () => `10.88.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

// A listing page of the client costs 3,896; 20,000 a minute is five of them.
const ts = useTestServer({ TRUST_PROXY: 'loopback', FLOOD_MAX_REQUESTS_PER_MINUTE: '1200', FLOOD_MAX_COST_PER_MINUTE: '20000', LIVE_MAX_CONNECTS_PER_MINUTE: '5' }, { clientDir: shellDir });

async function gql(query: string, ip: string) {
  const response = await fetch(`${ts.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ query }) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: (await response.json()) as any };
}
const page = async (url: string, ip: string) => {
  const response = await fetch(`${ts.baseUrl}${url}`, { headers: { accept: 'text/html', 'x-forwarded-for': ip } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
};

describe('the cost of a field counts the work it does', () => {
  it('refuses recommendations of recommendations of 100 products (900 lookups, admitted at cost 13,701 before)', async () => {
    const fanOut = await gql('{ products(first: 100) { nodes { recommendations { recommendations { id } } } } }', freshIp());
    expect(fanOut.status).toBe(400);
    expect(fanOut.json.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost: 31_701, limit: 20_000 });
    // A product page's "You may also like" is still answered.
    const productPage = await gql('{ products(first: 1) { nodes { id recommendations { id name } } } }', freshIp());
    expect(productPage.status).toBe(200);
  });
});

describe("an address's flood budget is spent in cost", () => {
  const listing = '{ products(first: 24) { totalCount nodes { id name price { amount } variants { id sizes { id stock } } } } }';

  it('refuses the operation that would overspend with 429 and Retry-After; cheap requests and other addresses go on', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof gql>> | null = null;
    for (let i = 0; i < 12 && !refused; i++) {
      const answer = await gql(listing, ip);
      statuses.push(answer.status);
      if (answer.status === 429) refused = answer;
    }
    // 12 requests are far under 1,200 a minute: the cost refused (each listing costs about 2,400).
    expect(statuses.length).toBeLessThan(12);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(refused!.json.errors[0]).toMatchObject({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/), extensions: { code: 'RATE_LIMITED' } });
    expect(Number(refused!.retryAfter)).toBeGreaterThan(0);
    expect(refused!.json.data).toBeUndefined();
    // Another address is unaffected.
    expect((await gql(listing, freshIp())).status).toBe(200);
  });

  it('a prerendered search page spends the cost of its queries: the flood of /search pages from one address stops', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await page(`/search?q=kurta${i}`, ip)).status);
    expect(statuses[0]).toBe(200);
    expect(statuses).toContain(429);
    const refused = await page('/search?q=kurta', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.html).not.toContain('kurta');
    // ... and so does the API from that address, which shares the budget.
    expect((await gql('{ sections { id } }', ip)).status).toBe(429);
    expect((await page('/product-details/1', freshIp())).status).toBe(200);
  });

  it('a search page reads at most 200 characters of q and echoes no more', async () => {
    const long = `kurta ${'x'.repeat(12_000)}`;
    const answer = await page(`/search?q=${encodeURIComponent(long)}`, freshIp());
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(`Results for “kurta ${'x'.repeat(194)}”`);
    expect(answer.html).not.toContain('x'.repeat(201));
    expect(answer.html.length).toBeLessThan(12_000);
  });
});

describe('prerendered pages count toward the request budget', () => {
  const limited = useTestServer({ TRUST_PROXY: 'loopback', FLOOD_MAX_REQUESTS_PER_MINUTE: '5', FLOOD_MAX_COST_PER_MINUTE: '0' }, { clientDir: shellDir });
  it('the sixth listing, search or product page a minute from one address is refused', async () => {
    const ip = freshIp();
    const urls = ['/product-listing/all', '/search?q=shirt', '/product-details/1', '/product-category-list/1', '/PRODUCT-LISTING/all', '/search?q=kurta'];
    const statuses: number[] = [];
    for (const url of urls) {
      const response = await fetch(`${limited.baseUrl}${url}`, { headers: { accept: 'text/html', 'x-forwarded-for': ip } });
      await response.text();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 200 || s === 404)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('contact form messages per address', () => {
  it('takes 5 an hour from one address; the 6th is refused with 429 and stored nowhere; another address goes on', async () => {
    const ip = freshIp();
    const send = (from: string, n: number) =>
      fetch(`${ts.baseUrl}/api/v1/user/contact-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ firstName: 'Ravi', lastName: 'Kumar', phone: '9812345678', email: 'ravi@example.com', message: `Enquiry ${n}` }),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    for (let i = 0; i < 5; i++) expect((await send(ip, i)).status).toBe(201);
    const sixth = await send(ip, 6);
    expect(sixth).toMatchObject({ status: 429, body: { message: 'Too many messages from your network. Please try again in an hour, or write to us by e-mail.' } });
    const [{ count }] = await ts.db.dataSource.query(`SELECT count(*)::int AS count FROM contact_message WHERE ip = $1`, [ip]);
    expect(count).toBe(5);
    expect((await send(freshIp(), 7)).status).toBe(201);
  });
});

describe('WebSocket connects per address a minute', () => {
  it('the sixth connect in a minute from one address is refused at the upgrade (429), though none is open; another address connects', async () => {
    const connect = (ip: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${ts.baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { 'x-forwarded-for': ip } });
        socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        socket.once('open', () => {
          socket.terminate();
          resolve(101);
        });
        socket.once('error', () => resolve(0));
      });
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await connect(ip));
    expect(statuses).toEqual([101, 101, 101, 101, 101, 429]);
    expect(await connect(freshIp())).toBe(101);
  });
});
