import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--allow-file-access-from-files'] });
const list = process.argv.slice(2);
for (const spec of list) {
  const [name, w, h, y = '0'] = spec.split(':');
  const p = await (await b.newContext({ viewport: { width: Number(w), height: Number(h) } })).newPage();
  await p.goto(`file://${process.cwd()}/e2e/screenshots/${name}.png`);
  await p.evaluate((y) => { document.body.style.margin = 0; document.querySelector('img').style.display='block'; window.scrollTo(0, Number(y)); }, y);
  await p.screenshot({ path: `/tmp/shopb-crop-${name}-${y}.png` });
}
await b.close();
