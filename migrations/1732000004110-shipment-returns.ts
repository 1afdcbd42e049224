import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A parcel that came back to the store (RTO): when staff received it and in what condition (issue 29). */
export class ShipmentReturns1732000004110 implements MigrationInterface {
  name = 'ShipmentReturns1732000004110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shipment ADD COLUMN received_at timestamptz, ADD COLUMN received_condition text CHECK (received_condition IN ('SELLABLE', 'DAMAGED'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shipment DROP COLUMN received_at, DROP COLUMN received_condition`);
  }
}
