/**
 * The demo store's data. Deterministic (same input, same rows) so tests can rely on it.
 */
import type { EntityManager } from 'typeorm';
import type { SeedOptions } from '../../../app/seeders.js';

const SECTIONS = [
  {
    name: 'Men',
    slug: 'men',
    gender: 'men',
    categories: ['T-Shirts', 'Shirts', 'Jeans', 'Trousers', 'Kurtas', 'Jackets'],
  },
  {
    name: 'Women',
    slug: 'women',
    gender: 'women',
    categories: ['Kurtis', 'Sarees', 'Dresses', 'Tops', 'Leggings', 'Ethnic Sets'],
  },
] as const;

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function seedCatalog(manager: EntityManager, options: SeedOptions): Promise<Record<string, number>> {
  {
    if (options.reset) await manager.query(`TRUNCATE section, category, product, variant, variant_size RESTART IDENTITY CASCADE`);
    let categories = 0;
    for (const [sectionIndex, section] of SECTIONS.entries()) {
      const [{ id: sectionId }] = await manager.query(
        `INSERT INTO section (name, slug, gender, position) VALUES ($1, $2, $3, $4) RETURNING id`,
        [section.name, section.slug, section.gender, sectionIndex],
      );
      for (const [position, name] of section.categories.entries()) {
        const slug = `${section.slug}-${slugify(name)}`;
        await manager.query(
          `INSERT INTO category (section_id, name, slug, image, position) VALUES ($1, $2, $3, $4, $5)`,
          [sectionId, name, slug, `/img/category/${slug}.svg`, position],
        );
        categories += 1;
      }
    }
    return { sections: SECTIONS.length, categories };
  }
}
