import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Shipments booked with a courier (issue 29): one per order, its AWB, label, parcel status and the
 * scans the courier reported (one row per courier scan id, so a repeated webhook or a poll that
 * sees the same scan again records nothing new).
 */
export class Shipments1732000004100 implements MigrationInterface {
  name = 'Shipments1732000004100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shipment (
        id serial PRIMARY KEY,
        order_id integer NOT NULL UNIQUE REFERENCES orders(id),
        provider text NOT NULL,
        courier_name text NOT NULL,
        awb text NOT NULL,
        provider_ref text NOT NULL,
        label_url text NOT NULL,
        status text NOT NULL DEFAULT 'BOOKED',
        expected_delivery date,
        weight_grams integer NOT NULL CHECK (weight_grams > 0),
        length_cm integer NOT NULL CHECK (length_cm > 0),
        breadth_cm integer NOT NULL CHECK (breadth_cm > 0),
        height_cm integer NOT NULL CHECK (height_cm > 0),
        pickup_ref text,
        pickup_date date,
        last_scan_at timestamptz,
        polled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, awb)
      )`);
    // The polling job reads the parcels still moving, least recently polled first.
    await q.query(`CREATE INDEX shipment_open_polled ON shipment (polled_at NULLS FIRST) WHERE status NOT IN ('DELIVERED', 'RTO_DELIVERED', 'CANCELLED')`);
    await q.query(`
      CREATE TABLE shipment_scan (
        id serial PRIMARY KEY,
        shipment_id integer NOT NULL REFERENCES shipment(id) ON DELETE CASCADE,
        scan_id text NOT NULL,
        status text NOT NULL,
        provider_status text NOT NULL,
        location text NOT NULL DEFAULT '',
        remark text NOT NULL DEFAULT '',
        occurred_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (shipment_id, scan_id)
      )`);
    await q.query(`CREATE INDEX shipment_scan_by_time ON shipment_scan (shipment_id, occurred_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shipment_scan`);
    await q.query(`DROP TABLE shipment`);
  }
}
