import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Customers (created at first login) and their sessions (revocable logins). */
export class CustomersSessions1732000000100 implements MigrationInterface {
  name = 'CustomersSessions1732000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer (
        id serial PRIMARY KEY,
        phone varchar(10) NOT NULL UNIQUE,
        name varchar(120) NOT NULL DEFAULT '',
        email varchar(200) NOT NULL DEFAULT '',
        dob date,
        gender varchar(10) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id int NOT NULL REFERENCES customer(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX session_customer_idx ON session (customer_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE session, customer`);
  }
}
