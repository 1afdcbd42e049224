import type { Plugin } from 'vite';

/** One line after a client build ("client built: 61 files, 3.1 MB in 38 s") instead of Vite's file list. */
export function buildSummary(): Plugin {
  let started = 0;
  let files = 0;
  let bytes = 0;
  return {
    name: 'kapda-build-summary',
    apply: 'build',
    buildStart() {
      started = Date.now();
    },
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        files += 1;
        bytes += item.type === 'chunk' ? Buffer.byteLength(item.code) : typeof item.source === 'string' ? Buffer.byteLength(item.source) : item.source.byteLength;
      }
    },
    closeBundle() {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`client built: ${files} files, ${(bytes / 1e6).toFixed(1)} MB in ${seconds} s`);
    },
  };
}
