import { describe, expect, it } from 'vitest';
import { readProductCsv } from './product-csv.js';

const CATEGORIES = [
  { id: 3, sectionId: 1, section: 'Men', name: 'Kurtas', hsnCode: '6211' },
  { id: 9, sectionId: 2, section: 'Women', name: 'Sarees', hsnCode: '5007' },
];
const HEADER = 'product,name,section,category,colour,colour_code,size,price,mrp,stock,hsn,images,published';

describe('product CSV rows', () => {
  it('groups rows into products and colours, sizes in order', () => {
    const csv = `${HEADER}\nK1,Cotton Kurta,Men,kurtas,Navy,#1f3a93,M,999,1499,4,6211,https://cdn.example.com/a.jpg | /uploads/b.webp,yes\nK1,,,,Navy,,L,1099,1599,2,,,\nK1,,,,Red,#aa0000,M,999,1499,,,,\nS1,Silk Saree,Women,Sarees,Gold,#d4af37,Free Size,"4,999",7999,1,,,no\n`;
    const { drafts, preview } = readProductCsv(csv, CATEGORIES, new Set());
    expect(preview).toMatchObject({ products: 2, errorRows: 0 });
    expect(drafts.map((d) => d.key)).toEqual(['K1', 'S1']);
    expect(drafts[0].draft).toMatchObject({
      sectionId: 1,
      categoryId: 3,
      name: 'Cotton Kurta',
      published: true,
      variants: [
        { colorName: 'Navy', colorValue: '#1f3a93', images: ['https://cdn.example.com/a.jpg', '/uploads/b.webp'], sizes: [{ size: 'M', price: 999, mrp: 1499, stock: 4 }, { size: 'L', price: 1099, mrp: 1599, stock: 2 }] },
        { colorName: 'Red', sizes: [{ size: 'M', stock: 0 }] },
      ],
    });
    expect(drafts[1].draft).toMatchObject({ categoryId: 9, published: false, variants: [{ sizes: [{ size: 'Free Size', price: 4999, mrp: 7999 }] }] });
  });

  it("puts each problem on its row: unknown category, an HSN code of the wrong shape, numbers, the product rules", () => {
    const csv = `${HEADER}\nK1,Cotton Kurta,Men,Caps,Navy,#1f3a93,M,999,1499,4,,,\nK2,Linen Kurta,Men,Kurtas,Navy,#1f3a93,M,abc,1499,4,62,,\nK2,,,,Navy,,M,999,899,1,,,\nK3,,Men,Kurtas,Navy,navy,S,10,10,1,,javascript:x,maybe\n`;
    const { preview } = readProductCsv(csv, CATEGORIES, new Set());
    expect(preview.rows.map((r) => [r.line, r.errors])).toEqual([
      [2, ['No category “Caps” in section “Men”.']],
      [3, ['Price must be a number.', "HSN code must be 4, 6 or 8 digits (leave it empty for the category's code)."]],
      [4, ['Size M is listed twice.', 'MRP cannot be below the price.']],
      [5, ['Published must be yes or no.', 'Name is required.', 'Colour code must look like #1f3a93.', 'Photo addresses must be uploaded photos or start with https://.']],
    ]);
    expect(preview.errorRows).toBe(4);
  });

  it("refuses a key that is an existing product's id (the import creates new products only), a missing column, too many rows", () => {
    expect(readProductCsv(`${HEADER}\n12,Kurta,Men,Kurtas,Navy,#1f3a93,M,999,1499,4,,,\n`, CATEGORIES, new Set([12])).preview.rows[0].errors).toEqual([
      'Product 12 exists already: the import creates new products only (give it a new key).',
    ]);
    expect(readProductCsv('product,name\nK1,Kurta\n', CATEGORIES, new Set()).preview.rows[0].errors[0]).toBe('The header lacks: section, category, colour, size, price, mrp.');
    expect(readProductCsv(`${HEADER}\n${'K1,Kurta,Men,Kurtas,Navy,#1f3a93,M,1,1,1,,,\n'.repeat(2001)}`, CATEGORIES, new Set()).preview.rows[0].errors[0]).toBe('At most 2,000 rows in one file.');
  });
});
