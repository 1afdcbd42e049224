import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Login codes and wrong tries carry the door they belong to: 'shop' (shoppers' login, account
 * deletion) or 'staff' (the dashboard). A staff login request for any phone now stores a code of
 * its own, delivered only when the phone is a staff member's, so the dashboard's login answers the
 * same for every phone (ADR 0132) without voiding or delaying a shopper's code for that number.
 */
export class OtpScope1732000003400 implements MigrationInterface {
  name = 'OtpScope1732000003400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE otp_code ADD COLUMN scope varchar(8) NOT NULL DEFAULT 'shop';
      ALTER TABLE otp_failure ADD COLUMN scope varchar(8) NOT NULL DEFAULT 'shop';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE otp_code DROP COLUMN scope; ALTER TABLE otp_failure DROP COLUMN scope;`);
  }
}
