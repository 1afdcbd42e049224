import { chromium } from 'playwright-core';
const [url, out, width] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage({ viewport: { width: Number(width ?? 1280), height: 900 } });
p.on('console', (m) => console.log('console:', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror:', e.message));
await p.goto(url, { waitUntil: 'networkidle' });
// Scroll through the page first: sections below the fold render when they come near the viewport
// (ui/WhenNear.tsx), and a full-page shot does not scroll.
for (let y = 600; y < (await p.evaluate(() => document.body.scrollHeight)); y += 600) {
  await p.evaluate((top) => window.scrollTo(0, top), y);
  await p.waitForTimeout(100);
}
await p.evaluate(() => window.scrollTo(0, 0));
await p.waitForTimeout(1500);
// What the page skips rendering until scrolled to (content-visibility: auto) is rendered for the shot.
await p.screenshot({ path: out, fullPage: true, style: '* { content-visibility: visible !important; }' });
await b.close();
