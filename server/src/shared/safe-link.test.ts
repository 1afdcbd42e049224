import { describe, expect, it } from 'vitest';
import { isSafeLink, safeLinkOrEmpty } from './safe-link.js';

describe('isSafeLink (issue 25, item 7: links are same-site paths or https only)', () => {
  it('accepts a page of the store and an https address', () => {
    for (const link of ['/offers-listing', '/products/kurta-12?colour=red#reviews', '/', 'https://kapda.in/sale', 'https://www.instagram.com/kapda']) expect(isSafeLink(link), link).toBe(true);
  });

  it('refuses what a browser reads as another site, and every other scheme', () => {
    const refused = [
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'https://kapda.in@evil.example/',
      'https://user:pw@evil.example/',
      'https:evil.example',
      'https:/evil.example',
      'http://evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>',
      'evil.example',
      'offers-listing',
      '/a"onmouseover="x',
      `/${'a'.repeat(300)}`,
      '',
    ];
    for (const link of refused) expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
  });

  it('safeLinkOrEmpty drops an unsafe stored link', () => {
    expect(safeLinkOrEmpty('//evil.example')).toBe('');
    expect(safeLinkOrEmpty(null)).toBe('');
    expect(safeLinkOrEmpty('/sale')).toBe('/sale');
  });
});
