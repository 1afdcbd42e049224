import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coupon limits survive account deletion (ADR 0133): a redemption keeps a keyed hash of the phone
 * (set when the account is erased and its customer link goes), and coupon_phone_history counts
 * the orders an erased account of that phone had placed, so a new account on the same number is
 * not a "first order" again and its per-customer limits count the old uses.
 */
export class CouponPhoneKeys1732000003410 implements MigrationInterface {
  name = 'CouponPhoneKeys1732000003410';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE coupon_redemption ADD COLUMN phone_key varchar(64);
      CREATE INDEX coupon_redemption_phone_key_idx ON coupon_redemption (coupon_id, phone_key) WHERE phone_key IS NOT NULL AND released_at IS NULL;
      CREATE TABLE coupon_phone_history (
        phone_key varchar(64) PRIMARY KEY,
        orders_before int NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE coupon_phone_history; DROP INDEX coupon_redemption_phone_key_idx; ALTER TABLE coupon_redemption DROP COLUMN phone_key;`);
  }
}
