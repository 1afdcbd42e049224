import { describe, expect, it } from 'vitest';
import hi from './hi.json';
import { untranslatedTexts, usedKeys } from './source-scan';
import { interpolate } from './i18n';

describe('shopper screens in English and Hindi', () => {
  it('pass every literal text a shopper sees through t()', () => {
    const findings = untranslatedTexts().map((f) => `${f.file}:${f.line}  ${f.text}`);
    expect(findings, 'wrap these in t() (or add a language-free name to NOT_LANGUAGE in source-scan.ts)').toEqual([]);
  });

  it('have a Hindi entry for every key used with t()', () => {
    const catalogue = hi as Record<string, string>;
    const missing = [...usedKeys()].filter(([key]) => !catalogue[key]?.trim()).map(([key, where]) => `${where}  ${key}`);
    expect(missing, 'add these to client/src/i18n/hi.json').toEqual([]);
  });

  it('keep the placeholders of each key in its Hindi text', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const broken = Object.entries(hi as Record<string, string>).filter(([en, text]) => names(en).join() !== names(text).join());
    expect(broken).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('Only {n} left', { n: 3 })).toBe('Only 3 left');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
