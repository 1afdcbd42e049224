import type { MigrationInterface, QueryRunner } from 'typeorm';
import PgBoss from 'pg-boss';

/**
 * The job queue's schema (pg-boss 10, schema `pgboss`): created with the store's other tables, so
 * a fresh database (the embedded one, the test template) has it before any process starts its
 * workers. pg-boss's own statements open their transaction (under an advisory lock), hence
 * `transaction = false`; later pg-boss versions migrate the schema themselves on start.
 */
export class JobQueue1732000001300 implements MigrationInterface {
  name = 'JobQueue1732000001300';
  transaction = false as const;

  async up(q: QueryRunner): Promise<void> {
    const [{ exists }] = await q.query(`SELECT to_regclass('pgboss.version') IS NOT NULL AS exists`);
    if (!exists) await q.query(PgBoss.getConstructionPlans('pgboss'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  }
}
