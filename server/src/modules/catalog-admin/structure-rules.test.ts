import { describe, expect, it } from 'vitest';
import { categoryDraftErrors, categorySlugOf, isPermutation, sectionDraftErrors, seoErrors } from './structure-rules.js';

const fields = (errors: Array<{ field: string }>) => errors.map((e) => e.field);

describe('section rules', () => {
  it('needs a name of at most 80 characters and men or women', () => {
    expect(sectionDraftErrors({ name: 'Kids', gender: 'women' })).toEqual([]);
    expect(fields(sectionDraftErrors({ name: '  ', gender: 'women' }))).toEqual(['name']);
    expect(fields(sectionDraftErrors({ name: 'x'.repeat(81), gender: 'men' }))).toEqual(['name']);
    expect(fields(sectionDraftErrors({ name: 'Kids', gender: 'kids' as 'men' }))).toEqual(['gender']);
  });
  it('takes only uploaded or https images', () => {
    expect(sectionDraftErrors({ name: 'Kids', gender: 'men', image: '/uploads/a.webp' })).toEqual([]);
    expect(sectionDraftErrors({ name: 'Kids', gender: 'men', image: 'https://cdn.example.com/a.jpg' })).toEqual([]);
    expect(fields(sectionDraftErrors({ name: 'Kids', gender: 'men', image: 'http://x/a.jpg' }))).toEqual(['image']);
  });
});

describe('category rules', () => {
  const ok = { sectionId: 1, name: 'Kurtas', hsnCode: '6211' };
  it('HSN codes have 4, 6 or 8 digits', () => {
    for (const hsn of ['6211', '620442', '62044200']) expect(categoryDraftErrors({ ...ok, hsnCode: hsn })).toEqual([]);
    for (const hsn of ['', '621', '62111', '6211420', '621142001', '62l1', ' 6211x']) expect(fields(categoryDraftErrors({ ...ok, hsnCode: hsn }))).toEqual(['hsnCode']);
  });
  it('URL names are small letters, digits and single hyphens', () => {
    expect(categoryDraftErrors({ ...ok, slug: 'men-kurtas-2' })).toEqual([]);
    for (const slug of ['Men', 'men kurtas', '-men', 'men--kurtas', 'men_kurtas', 'a'.repeat(121)]) expect(fields(categoryDraftErrors({ ...ok, slug }))).toEqual(['slug']);
  });
  it('SEO title at most 70 and description at most 160 characters', () => {
    expect(seoErrors({ seoTitle: 'x'.repeat(70), seoDescription: 'y'.repeat(160) })).toEqual([]);
    expect(fields(seoErrors({ seoTitle: 'x'.repeat(71), seoDescription: 'y'.repeat(161) }))).toEqual(['seoTitle', 'seoDescription']);
  });
  it('default URL names join the section and the name', () => {
    expect(categorySlugOf('men', "Men's Kurtas & Sets")).toBe('men-mens-kurtas-sets');
  });
});

describe('reorder lists', () => {
  it('must name every item exactly once', () => {
    expect(isPermutation([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isPermutation([1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutation([1, 1, 2], [1, 2, 3])).toBe(false);
    expect(isPermutation([1, 2, 4], [1, 2, 3])).toBe(false);
  });
});
