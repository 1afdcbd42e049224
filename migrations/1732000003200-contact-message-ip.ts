import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact Us messages are limited per client address an hour (issue 25, item 3): the count of an
 * address's recent messages reads this index instead of the whole table.
 */
export class ContactMessageIp1732000003200 implements MigrationInterface {
  name = 'ContactMessageIp1732000003200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX contact_message_ip_idx ON contact_message (ip, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX contact_message_ip_idx`);
  }
}
