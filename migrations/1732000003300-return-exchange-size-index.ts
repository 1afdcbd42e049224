import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Removing a colour or size asks whether an open return wants it in exchange (issue 25, item 9):
 * an index for that filter (most returns ask for no exchange, so a partial one).
 */
export class ReturnExchangeSizeIndex1732000003300 implements MigrationInterface {
  name = 'ReturnExchangeSizeIndex1732000003300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX return_request_exchange_size_idx ON return_request (exchange_variant_size_id) WHERE exchange_variant_size_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX return_request_exchange_size_idx`);
  }
}
