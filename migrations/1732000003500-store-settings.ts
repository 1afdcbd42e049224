import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The store's own facts (issue 26, part 1; ADR 0141): one row of typed columns that the owner
 * edits in the dashboard: brand, the seller on invoices (legal name, registered address, state,
 * GSTIN, PAN, series prefixes), support contact and office, and the shipping and returns figures
 * that checkout charges and every text states. An empty store has no row: the dashboard's setup
 * writes it, and invoices are refused in production until its legal part is filled.
 *
 * Orders keep the seller their invoice was issued by (`seller`): a later change of the settings
 * (a new address, a new GSTIN) must not rewrite an invoice already issued.
 */
export class StoreSettings1732000003500 implements MigrationInterface {
  name = 'StoreSettings1732000003500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE store_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        brand_name varchar(60) NOT NULL,
        logo_url varchar(300),
        legal_name varchar(120),
        registered_address varchar(400),
        state varchar(60),
        state_code char(2),
        gstin char(15) CHECK (gstin ~ '^[0-9]{2}[A-Z0-9]{13}$'),
        pan char(10),
        invoice_prefix varchar(3) NOT NULL DEFAULT 'INV',
        credit_note_prefix varchar(3) NOT NULL DEFAULT 'CN' CHECK (credit_note_prefix <> invoice_prefix),
        support_phone varchar(20) NOT NULL,
        support_email varchar(200) NOT NULL,
        support_hours varchar(120) NOT NULL DEFAULT '',
        facebook_url varchar(300) NOT NULL DEFAULT '',
        instagram_url varchar(300) NOT NULL DEFAULT '',
        twitter_url varchar(300) NOT NULL DEFAULT '',
        linkedin_url varchar(300) NOT NULL DEFAULT '',
        office_address varchar(400) NOT NULL DEFAULT '',
        map_url varchar(300) NOT NULL DEFAULT '',
        cod_fee integer NOT NULL CHECK (cod_fee >= 0),
        free_shipping_over integer CHECK (free_shipping_over > 0),
        return_window_days integer NOT NULL CHECK (return_window_days BETWEEN 0 AND 90),
        delivery_days integer NOT NULL CHECK (delivery_days BETWEEN 1 AND 30),
        setup_completed_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE orders ADD COLUMN seller jsonb;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE orders DROP COLUMN seller; DROP TABLE store_settings;`);
  }
}
