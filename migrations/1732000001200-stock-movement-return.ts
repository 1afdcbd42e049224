import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A received return puts its units back on the shelf (inventory.restockReturn), recorded as a
 * stock movement with the reason 'return'.
 */
export class StockMovementReturn1732000001200 implements MigrationInterface {
  name = 'StockMovementReturn1732000001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE stock_movement DROP CONSTRAINT stock_movement_reason_check;
      ALTER TABLE stock_movement ADD CONSTRAINT stock_movement_reason_check CHECK (reason IN ('restock', 'damage', 'correction', 'initial', 'return'));
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM stock_movement WHERE reason = 'return';
      ALTER TABLE stock_movement DROP CONSTRAINT stock_movement_reason_check;
      ALTER TABLE stock_movement ADD CONSTRAINT stock_movement_reason_check CHECK (reason IN ('restock', 'damage', 'correction', 'initial'));
    `);
  }
}
