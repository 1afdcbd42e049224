/** A product of our own for cart and coupon tests, so they do not depend on the demo catalogue. */
import type { DataSource } from 'typeorm';

export interface CartFixture {
  productId: number;
  /** variant_size ids by "Colour/Size". */
  sizes: Record<string, number>;
}

/**
 * "Test Kurta": Maroon S (₹1,000, stock 5), M (₹1,000, stock 0), L (₹1,500, stock 2);
 * Navy M (₹600, stock 100).
 */
export async function createCartFixture(db: DataSource, name = 'Test Kurta'): Promise<CartFixture> {
  const [category] = await db.query(`SELECT id, section_id FROM category ORDER BY id LIMIT 1`);
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  const [product] = await db.query(
    `INSERT INTO product (section_id, category_id, name, slug) VALUES ($1, $2, $3, $4) RETURNING id`,
    [category.section_id, category.id, name, slug],
  );
  const sizes: Record<string, number> = {};
  const variants = [
    { color: 'Maroon', value: '#7a1f3d', sizes: [['S', 120000, 100000, 5], ['M', 120000, 100000, 0], ['L', 180000, 150000, 2]] },
    { color: 'Navy', value: '#1f2a5c', sizes: [['M', 80000, 60000, 100]] },
  ] as const;
  for (const [position, v] of variants.entries()) {
    const [variant] = await db.query(
      `INSERT INTO variant (product_id, position, color_name, color_value, images) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [product.id, position, v.color, v.value, [`/img/test/${slug}-${v.color}.svg`]],
    );
    for (const [i, [size, original, discounted, stock]] of v.sizes.entries()) {
      const [row] = await db.query(
        `INSERT INTO variant_size (variant_id, position, size, original_price, discounted_price, stock) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [variant.id, i, size, original, discounted, stock],
      );
      sizes[`${v.color}/${size}`] = row.id;
    }
  }
  return { productId: product.id, sizes };
}
