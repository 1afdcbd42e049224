import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * HSN per product (issue 27, ADR 0172). The invoice prints the product's code, not its category's:
 * a category groups garments for shoppers, while the tariff goes by what the garment is (knitted
 * or woven) and, for a saree, by its fabric.
 *
 * - `product.hsn_code`: 4, 6 or 8 digits, required. A product inserted without one (or with an
 *   empty one) takes its category's code, in the database, so every writer (the editor, a CSV
 *   import, a fixture) gets the default without repeating it.
 * - Existing stores: categories still carrying the old blanket default 6211 under the demo
 *   catalogue's names get their heading (T-shirts 6109, leggings 6104, jeans 6203, ...); products
 *   copy their category's code, and sarees take their fabric's heading from their "Fabric:" line.
 */
const CATEGORY_HSN: Array<[string, string]> = [
  ['T-Shirts', '6109'],
  ['Shirts', '6205'],
  ['Jeans', '6203'],
  ['Trousers', '6203'],
  ['Jackets', '6201'],
  ['Sarees', '5407'],
  ['Dresses', '6204'],
  ['Tops', '6206'],
  ['Leggings', '6104'],
  ['Ethnic Sets', '6204'],
];
const SAREE_FABRIC_HSN: Array<[string, string]> = [
  ['Banarasi Silk', '5007'],
  ['Kanjeevaram Silk', '5007'],
  ['Chiffon', '5407'],
  ['Georgette', '5407'],
  ['Cotton', '5208'],
  ['Linen', '5309'],
];

export class ProductHsn1732000003810 implements MigrationInterface {
  name = 'ProductHsn1732000003810';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, code] of CATEGORY_HSN) {
      await q.query(`UPDATE category SET hsn_code = $2 WHERE name = $1 AND hsn_code = '6211'`, [name, code]);
    }
    await q.query(`
      ALTER TABLE product ADD COLUMN hsn_code varchar(8);
      UPDATE product p SET hsn_code = c.hsn_code FROM category c WHERE c.id = p.category_id;
    `);
    for (const [fabric, code] of SAREE_FABRIC_HSN) {
      await q.query(
        `UPDATE product p SET hsn_code = $2 FROM category c
         WHERE c.id = p.category_id AND c.name = 'Sarees' AND p.specifications ~ ('(^|\\n)Fabric: ' || $1 || '(\\n|$)')`,
        [fabric, code],
      );
    }
    await q.query(`
      CREATE FUNCTION product_hsn_from_category() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.hsn_code IS NULL OR NEW.hsn_code = '' THEN
          SELECT hsn_code INTO NEW.hsn_code FROM category WHERE id = NEW.category_id;
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER product_hsn_from_category BEFORE INSERT OR UPDATE OF hsn_code ON product
        FOR EACH ROW EXECUTE FUNCTION product_hsn_from_category();
      ALTER TABLE product ALTER COLUMN hsn_code SET NOT NULL;
      ALTER TABLE product ADD CONSTRAINT product_hsn_code_digits CHECK (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER product_hsn_from_category ON product;
      DROP FUNCTION product_hsn_from_category();
      ALTER TABLE product DROP COLUMN hsn_code;
    `);
  }
}
