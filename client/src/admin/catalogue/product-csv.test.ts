import { describe, expect, it } from 'vitest';
import { withPhotoUrls } from './ProductCsv';

describe('photos named in the product sheet', () => {
  it('replaces whole file names of the images column by the uploaded addresses, and nothing else', () => {
    const csv = 'product,description,images\nK1,"see navy.jpg, here",navy.jpg | back-navy.jpg\nK2,x,"navy.jpg"\n';
    const urls = new Map([['navy.jpg', '/uploads/p/1.webp']]);
    expect(withPhotoUrls(csv, urls)).toBe('product,description,images\nK1,"see navy.jpg, here",/uploads/p/1.webp | back-navy.jpg\nK2,x,/uploads/p/1.webp\n');
  });
});
