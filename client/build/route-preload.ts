/**
 * Early fetch of the first screen's route chunk: the router loads a route's code only after the
 * entry's JavaScript has run, one round trip later. This plugin adds a tiny async script to
 * index.html that, for the busiest entry pages (home, listing, product), starts fetching that route's
 * chunk, its own imports and its CSS (modulepreload / preload). It also adds to index.html
 * modulepreload links for the start-up chunks the entry imports dynamically on every page (main.tsx),
 * so they are fetched together rather than one after another as each step asks.
 */
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

export function routePreload(options: { routes: { pattern: string; module: string }[] }): Plugin {
  return {
    name: 'kapda:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (chunk: OutputChunk, seen = new Set<string>()) => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const dep = byFile.get(file);
          if (dep) closure(dep, seen);
        }
        return seen;
      };
      const entry = chunks.find((c) => c.isEntry && c.name === 'main');
      const initial = entry ? closure(entry) : new Set<string>();
      // The entry starts the app through dynamic imports (main.tsx): every page needs those chunks.
      const boot = new Set<string>();
      for (const file of entry?.dynamicImports ?? []) {
        const chunk = byFile.get(file);
        if (chunk) closure(chunk, boot);
      }
      for (const file of initial) boot.delete(file);
      for (const file of boot) initial.add(file);
      const table: [string, string[]][] = [];
      for (const route of options.routes) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(route.module));
        if (!chunk) continue;
        const files = [...closure(chunk)].filter((f) => !initial.has(f));
        const css = files.flatMap((f) => [...((byFile.get(f) as OutputChunk & { viteMetadata?: { importedCss: Set<string> } })?.viteMetadata?.importedCss ?? [])]);
        table.push([route.pattern, [...files, ...css]]);
      }
      // Low priority: every page needs them, but they must not compete with the HTML's first paint
      // (Lighthouse counts High-priority scripts that load before that paint as blocking it).
      const bootLinks = [...boot].map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`).join('\n    ');
      if (bootLinks) html.source = String(html.source).replace('</head>', `  ${bootLinks}\n  </head>`);
      if (!table.length) return;
      // The route's chunks. Where the server put the first screen into the HTML it marks the page
      // `kapda-start: after-paint` (server/src/app/start-after-paint.ts) and takes the entry script and
      // the start-up modulepreloads out of it: all of them are added here once the largest image (the
      // img with fetchpriority="high") has loaded and a frame has painted, or after 3 s without it, so
      // the image has the connection to itself. Every other page waits for its data to paint anyway:
      // its route's chunks are requested at once.
      const startup = entry ? [...initial].filter((f) => f !== entry.fileName) : [];
      const code =
        `(function(){var t=${JSON.stringify(table)},m=${JSON.stringify(entry?.fileName ?? '')},s=${JSON.stringify(startup)},p=location.pathname,f=[];` +
        `for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){f=t[i][1];break}` +
        `function link(x){var l=document.createElement('link');if(/\\.css$/.test(x)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href='/'+x;document.head.appendChild(l)}` +
        // A few links a task: appending ~40 in one task took 31 ms of the renderer's CPU, one long
        // task (≈ 0.4 s of Total Blocking Time in Lighthouse's 4× slower simulation on a busy machine).
        `function add(x,i){if(i<x.length){for(var j=i;j<i+4&&j<x.length;j++)link(x[j]);setTimeout(function(){add(x,i+4)},0)}}` +
        `function go(){add(f,0)}` +
        `function start(){var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src='/'+m;document.head.appendChild(e);add(s.concat(f),0)}` +
        // "Painted" is the browser's first-contentful-paint entry (delivered once the frame is on screen;
        // a frame's requestAnimationFrame comes before it, and on a busy machine the presentation came
        // 25 ms after the script request that waited only for that), at most 3 s.
        `function painted(then){var d=0;function go(){if(!d){d=1;then()}}if(document.visibilityState==='hidden')return go();setTimeout(go,3000);` +
        `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}` +
        `catch(x){requestAnimationFrame(function(){setTimeout(go,0)})}}` +
        `function afterImage(){var img=document.querySelector('img[fetchpriority="high"]'),done=0;function fire(){if(!done){done=1;painted(start)}}if(!img||img.complete)fire();else{img.addEventListener('load',fire);img.addEventListener('error',fire);setTimeout(fire,3000)}}` +
        `function ready(then){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',then);else then()}` +
        `if(m&&document.querySelector('meta[name="kapda-start"][content="after-paint"]'))ready(afterImage);else go()})();\n`;
      // A small external async script (the Content-Security-Policy allows no inline scripts), placed
      // before the stylesheet links so nothing delays it.
      const fileName = `assets/route-preload-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      const tag = `<script async src="/${fileName}"></script>`;
      const source = String(html.source);
      html.source = source.includes('<title>') ? source.replace('<title>', `${tag}\n    <title>`) : source.replace('</head>', `${tag}\n  </head>`);
    },
  };
}
