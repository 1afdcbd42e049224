import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Best-seller counts off the order transaction's hot path: placing (and cancelling) an order
 * appends its units per product here, an insert that contends with nobody; a background roll-up
 * (OrderService.rollUpSales, every second) folds the rows into product.units_sold in one
 * statement per batch. The product row, with its many indexes, is no longer rewritten per order.
 */
export class ProductSalesPending1732000000800 implements MigrationInterface {
  name = 'ProductSalesPending1732000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_sale_pending (
        id bigserial PRIMARY KEY,
        product_id int NOT NULL,
        quantity int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE product_sale_pending`);
  }
}
