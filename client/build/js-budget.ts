/**
 * The initial-JavaScript budget (issue 17 item 7: ≤ 170 KB gzip on every entry route): the build
 * fails when the JavaScript every page loads before its route exceeds it. "Initial" is counted as
 * the bench counts it (bench/run.mjs bundleSizes()): the entry chunk, its static imports, and the
 * start-up chunks main.tsx imports dynamically on every page (React DOM, Apollo, the router, the
 * app shell) with their static imports; route chunks (routes/*) are not initial, each page loads
 * only its own. Gzip level 9, as the bench measures.
 *
 * `KAPDA_JS_BUDGET_KB` overrides the limit (e.g. to see the figure of an experiment); the build
 * prints the figure either way.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

export const INITIAL_JS_BUDGET_BYTES = 170 * 1024;

/** The start-up chunks of the `main` entry and their gzip sizes (exported for the unit test). */
export function initialJavaScript(bundle: Rollup.OutputBundle): { files: { fileName: string; gzipBytes: number }[]; gzipBytes: number } {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry && c.name === 'main');
  if (!entry) return { files: [], gzipBytes: 0 };
  const seen = new Set<string>();
  const closure = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const dep = byFile.get(file);
      if (dep) closure(dep);
    }
  };
  closure(entry);
  for (const file of entry.dynamicImports) {
    const chunk = byFile.get(file);
    if (chunk && !/\/routes\//.test(chunk.facadeModuleId ?? '')) closure(chunk);
  }
  const files = [...seen].map((fileName) => ({ fileName, gzipBytes: gzipSync(byFile.get(fileName)!.code, { level: 9 }).length }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export function jsBudget(limitBytes = Number(process.env.KAPDA_JS_BUDGET_KB ?? 0) * 1024 || INITIAL_JS_BUDGET_BYTES): Plugin {
  return {
    name: 'kapda-js-budget',
    apply: 'build',
    // writeBundle: the chunks' code as written (Vite fills in the preload lists of dynamic imports
    // late in generateBundle), so the figure equals the bench's gzip of the files on disk.
    enforce: 'post',
    writeBundle(_options, bundle) {
      const { files, gzipBytes } = initialJavaScript(bundle);
      if (!files.length) return; // a build without the shop's entry (none today)
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const line = `initial JavaScript ${kb(gzipBytes)} gzip (budget ${kb(limitBytes)}, ${files.length} chunks)`;
      if (gzipBytes > limitBytes) {
        const largest = [...files]
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 8)
          .map((f) => `  ${kb(f.gzipBytes).padStart(9)}  ${f.fileName}`)
          .join('\n');
        this.error(`${line}: over budget. Load what the first view does not need lazily (README, Decisions: "Initial JavaScript budget").\n${largest}`);
      }
      console.log(line);
    },
  };
}
