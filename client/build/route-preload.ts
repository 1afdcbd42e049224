/**
 * Early fetch of the first screen's route chunk: the router loads a route's code only after the
 * entry's JavaScript has run, one round trip later. This plugin adds a tiny async script to
 * index.html that, for the busiest entry pages (home, listing, product), starts fetching that route's
 * chunk, its own imports and its CSS while the entry is still downloading (modulepreload / preload).
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
      const table: [string, string[]][] = [];
      for (const route of options.routes) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(route.module));
        if (!chunk) continue;
        const files = [...closure(chunk)].filter((f) => !initial.has(f));
        const css = files.flatMap((f) => [...((byFile.get(f) as OutputChunk & { viteMetadata?: { importedCss: Set<string> } })?.viteMetadata?.importedCss ?? [])]);
        table.push([route.pattern, [...files, ...css]]);
      }
      if (!table.length) return;
      const code = `(function(){var t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(f){var l=document.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)});break}})();\n`;
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
