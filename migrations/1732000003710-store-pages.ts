import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STARTER_PAGES } from '../server/src/modules/content/starter-pages.js';

/**
 * The pages the owner edits in the dashboard (issue 26, part 3): About Us, Shipping & Delivery and
 * Cancellation & Refund join the privacy policy and terms in policy_page, in English and Hindi,
 * starting from the texts the client used to carry; testimonials get their Hindi text (empty: the
 * English is shown).
 */
export class StorePages1732000003710 implements MigrationInterface {
  name = 'StorePages1732000003710';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE testimonial ADD COLUMN text_hi text NOT NULL DEFAULT ''`);
    for (const page of STARTER_PAGES) {
      await q.query(`INSERT INTO policy_page (type, lang, title, content) VALUES ($1, $2, $3, $4) ON CONFLICT (type, lang) DO NOTHING`, [page.type, page.lang, page.title, page.content]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM policy_page WHERE type IN ('about-us', 'shipping-delivery', 'cancellation-refund')`);
    await q.query(`ALTER TABLE testimonial DROP COLUMN text_hi`);
  }
}
