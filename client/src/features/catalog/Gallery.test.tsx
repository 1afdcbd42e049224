import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Gallery } from './Gallery';

describe('the product gallery', () => {
  it('shows a product with no photo yet as an empty frame, not a broken image', () => {
    const html = renderToStaticMarkup(<Gallery images={[]} alt="Chikan Cotton Kurta in Ivory" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('Chikan Cotton Kurta in Ivory');
  });

  it('shows the first photo with its text', () => {
    const html = renderToStaticMarkup(<Gallery images={['/uploads/a/800', '/uploads/b/800']} alt="Kurta in Ivory" />);
    expect(html).toMatch(/<img src="\/uploads\/a\/800" alt="Kurta in Ivory"/);
  });
});
