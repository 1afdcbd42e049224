import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { Section } from './section.entity.js';
import { Category } from './category.entity.js';

/** Reads of the catalogue: sections, categories, products. */
export class CatalogService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every section in menu order (men first, as the store's default gender). */
  async listSections(): Promise<Section[]> {
    return this.dataSource.getRepository(Section).find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /** Categories of many sections in one query, grouped in the order of `sectionIds` (DataLoader batch). */
  async categoriesForSections(sectionIds: readonly number[]): Promise<Category[][]> {
    const rows = await this.dataSource
      .getRepository(Category)
      .find({ where: { sectionId: In([...sectionIds]) }, order: { position: 'ASC', id: 'ASC' } });
    return sectionIds.map((id) => rows.filter((row) => row.sectionId === id));
  }
}
