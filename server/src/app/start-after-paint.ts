/**
 * Pages whose HTML is their first screen (the home hero, a prerendered listing or product page)
 * request the app's JavaScript only once that screen is painted with its largest image: the HTML
 * loses its entry script and modulepreload links and gains a marker, and the build's small
 * route-preload script (client/build/route-preload.ts, already async in the head) adds them back
 * after that paint.
 *
 * Why: on a phone's link the ≈ 170 KB of start-up JavaScript otherwise shares the bandwidth with the
 * largest image, and Lighthouse's simulated LCP counts every request that finished before the
 * observed largest paint (on a fast test link the scripts do): LCP was measured 1.5 s after FCP
 * although the image painted with FCP (issue 17 item 7). The links in the HTML still work without
 * JavaScript; the app starts one frame after the image.
 */

/** `<meta name="kapda-start" content="after-paint">`: read by the route-preload script. */
export const START_AFTER_PAINT_META = '<meta name="kapda-start" content="after-paint" />';

const ROUTE_PRELOAD_SCRIPT = /<script async src="\/assets\/route-preload-[0-9a-f]+\.js"><\/script>/;
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * The page with its start-up scripts left to the route-preload script. A template without that
 * script (a build without the plugin) is returned unchanged: nothing else would start the app.
 */
export function startAfterPaint(html: string): string {
  if (!ROUTE_PRELOAD_SCRIPT.test(html) || html.includes(START_AFTER_PAINT_META)) return html;
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return stripped.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${START_AFTER_PAINT_META}`);
}
