import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { initialJavaScript, jsBudget } from '../../build/js-budget';

// A bundle shaped like the shop's: the entry stub, its static import, start-up chunks it imports
// dynamically (with their own static imports) and a route chunk that must not count.
const chunk = (fileName: string, code: string, extra: Record<string, unknown> = {}) => ({ type: 'chunk', fileName, code, name: fileName.replace(/\W.*/, ''), isEntry: false, imports: [], dynamicImports: [], facadeModuleId: null, ...extra });
const noise = (n: number, seed: number) => Array.from({ length: n }, (_, i) => ((i * 7919 + seed * 104729) % 65521).toString(36)).join(';');
const bundle = () =>
  Object.fromEntries(
    [
      chunk('assets/main.js', noise(100, 1), { isEntry: true, name: 'main', imports: ['assets/runtime.js'], dynamicImports: ['assets/mount.js', 'assets/home.js'] }),
      chunk('assets/runtime.js', noise(100, 2)),
      chunk('assets/mount.js', noise(3000, 3), { imports: ['assets/react-dom.js'], facadeModuleId: '/repo/client/src/app/mount.tsx' }),
      chunk('assets/react-dom.js', noise(20000, 4)),
      chunk('assets/home.js', noise(50000, 5), { facadeModuleId: '/repo/client/src/routes/home.tsx', imports: ['assets/react-dom.js'] }),
      { type: 'asset', fileName: 'index.html', source: '<html></html>' },
    ].map((c) => [c.fileName, c]),
  ) as never;

describe('initial JavaScript budget', () => {
  it('counts the entry, its static imports and the non-route start-up chunks, not route chunks', () => {
    const b = bundle();
    const { files, gzipBytes } = initialJavaScript(b);
    expect(files.map((f) => f.fileName).sort()).toEqual(['assets/main.js', 'assets/mount.js', 'assets/react-dom.js', 'assets/runtime.js']);
    const expected = ['assets/main.js', 'assets/runtime.js', 'assets/mount.js', 'assets/react-dom.js'].reduce((t, f) => t + gzipSync((b as Record<string, { code: string }>)[f].code, { level: 9 }).length, 0);
    expect(gzipBytes).toBe(expected);
  });

  it('fails the build when the start-up chunks exceed the budget, and passes within it', () => {
    const { gzipBytes } = initialJavaScript(bundle());
    const errors: string[] = [];
    const context = { error: (message: string) => { errors.push(message); throw new Error(message); } };
    const run = (limit: number) => (jsBudget(limit).writeBundle as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, bundle());
    expect(() => run(gzipBytes - 1)).toThrow(/over budget/);
    expect(errors[0]).toContain('assets/react-dom.js');
    expect(() => run(gzipBytes)).not.toThrow();
  });
});
