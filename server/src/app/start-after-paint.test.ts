import { describe, expect, it } from 'vitest';
import { START_AFTER_PAINT_META, startAfterPaint } from './start-after-paint.js';
import { injectPrerender } from './page-prerender.js';
import { prerenderHome, SHELL_MAIN } from './home-prerender.js';

/** The head Vite builds (client/build/route-preload.ts adds the async script). */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script async src="/assets/route-preload-0a1b2c3d.js"></script>
    <title>Kapda</title>
    <script type="module" crossorigin src="/assets/main-D4UzqCcW.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <style>body{margin:0}</style>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/client-DMsex0NJ.js">
    <link rel="manifest" href="/manifest.webmanifest" />
  </head>
  <body><div id="root"><header></header>${SHELL_MAIN}</div></body>
</html>`;

describe('start after the first paint', () => {
  it('takes the entry script and the modulepreloads out and marks the page for the route-preload script', () => {
    const html = startAfterPaint(BUILT);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script async src="/assets/route-preload-0a1b2c3d.js"></script>');
    // The marker comes before the async script, so that script always finds it.
    expect(html.indexOf(START_AFTER_PAINT_META)).toBeGreaterThan(-1);
    expect(html.indexOf(START_AFTER_PAINT_META)).toBeLessThan(html.indexOf('route-preload'));
    // The rest of the page is untouched.
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(startAfterPaint(html)).toBe(html);
  });

  it('leaves a page without the route-preload script alone: nothing else would start the app', () => {
    const withoutLoader = BUILT.replace(/ *<script async src="\/assets\/route-preload-[^"]+"><\/script>\n/, '');
    expect(startAfterPaint(withoutLoader)).toBe(withoutLoader);
  });

  it('is applied to the prerendered listing or product page and to the home hero, not to other pages', () => {
    const page = injectPrerender(BUILT, { path: '/product-details/7', main: '<div>Kurta</div>', data: {}, image: '/img/p/kurta/front/c0392b.webp' });
    expect(page).toContain(START_AFTER_PAINT_META);
    expect(page).not.toContain('main-D4UzqCcW.js');
    const home = prerenderHome(BUILT, [{ id: 1, title: 'Festive', subtitle: 'Sale', image: '/img/banner/1.webp', link: '/offers' }]);
    expect(home).toContain(START_AFTER_PAINT_META);
    expect(home).not.toContain('modulepreload');
    // Without banners / on a template without the shell, the page is the plain shell, scripts and all.
    expect(prerenderHome(BUILT, [])).toBe(BUILT);
  });
});
