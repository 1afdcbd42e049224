import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shopper's rights over their data (India's DPDP Act, 2023): export and account deletion.
 * - Orders outlive the account they were placed from: GST law keeps tax records for years, so an
 *   erased account's orders lose their customer (customer_id NULL) and their personal details,
 *   and say when (anonymised_at). The foreign key stays NO ACTION: deleting a customer whose
 *   orders were not anonymised first fails rather than losing tax records.
 * - Coupon redemptions (the discount ledger of those orders) likewise lose their customer.
 * - The export's once-a-minute limit and its single-use download link live on the customer row.
 * - account_deletion is the audit trail of erasures: when, and what was done, no personal data.
 */
export class AccountDataRights1732000001130 implements MigrationInterface {
  name = 'AccountDataRights1732000001130';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE orders ALTER COLUMN customer_id DROP NOT NULL;
      ALTER TABLE orders ADD COLUMN anonymised_at timestamptz;
      ALTER TABLE orders ADD CONSTRAINT orders_customer_or_anonymised CHECK (customer_id IS NOT NULL OR anonymised_at IS NOT NULL);

      ALTER TABLE coupon_redemption ALTER COLUMN customer_id DROP NOT NULL;
      ALTER TABLE coupon_redemption DROP CONSTRAINT coupon_redemption_customer_id_fkey;
      ALTER TABLE coupon_redemption ADD CONSTRAINT coupon_redemption_customer_id_fkey
        FOREIGN KEY (customer_id) REFERENCES customer(id) ON DELETE SET NULL;

      ALTER TABLE customer
        ADD COLUMN data_export_requested_at timestamptz,
        ADD COLUMN data_export_link_id uuid;

      CREATE TABLE account_deletion (
        id bigserial PRIMARY KEY,
        -- Shown to the shopper as the receipt of the deletion; links to nothing else.
        reference uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        deleted_at timestamptz NOT NULL DEFAULT now(),
        orders_anonymised int NOT NULL,
        -- Rows removed or anonymised per table, e.g. {"address": 2, "session": 3}.
        rows_changed jsonb NOT NULL
      );
      CREATE INDEX account_deletion_at_idx ON account_deletion (deleted_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE account_deletion;
      ALTER TABLE customer DROP COLUMN data_export_link_id, DROP COLUMN data_export_requested_at;
      DELETE FROM coupon_redemption WHERE customer_id IS NULL;
      ALTER TABLE coupon_redemption DROP CONSTRAINT coupon_redemption_customer_id_fkey;
      ALTER TABLE coupon_redemption ADD CONSTRAINT coupon_redemption_customer_id_fkey
        FOREIGN KEY (customer_id) REFERENCES customer(id) ON DELETE CASCADE;
      ALTER TABLE coupon_redemption ALTER COLUMN customer_id SET NOT NULL;
      ALTER TABLE orders DROP CONSTRAINT orders_customer_or_anonymised;
      ALTER TABLE orders DROP COLUMN anonymised_at;
    `);
    // orders.customer_id stays nullable: anonymised orders have no customer to point back to.
  }
}
