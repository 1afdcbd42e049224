import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST rates as dated data (issue 27, ADR 0171): the rate table the pricing module's tax policy
 * reads. Each row covers the HSN codes starting with `hsn_prefix` from `valid_from` to `valid_to`
 * (India dates, inclusive; null = in force), up to `up_to_paise_per_piece` of taxable value per
 * piece (null = no ceiling). The owner adds rows from the dashboard when the GST Council changes a
 * rate; the rows below are the law as it stood when this table was made, so a new store invoices
 * correctly from its first order.
 *
 * - Apparel (61, 62) and made-up textile articles (63), 1 July 2017 – 21 September 2025: 5 % up to
 *   ₹1,000 a piece, 12 % above (notification 1/2017-Central Tax (Rate), as amended).
 * - The same from 22 September 2025 (56th GST Council; rate notifications of 17 September 2025):
 *   5 % up to ₹2,500 a piece, 18 % above; the 12 % slab is gone.
 * - Woven fabrics of silk (50), cotton (52), flax (53), man-made filament (54) and staple fibres (55), which
 *   is what an unstitched saree is: 5 % whatever the price.
 * - Courier and delivery (9968), the shipping charge of an order: a composite supply follows its
 *   principal supply (the goods); 18 % when it stands alone.
 */
export const GST_RATE_SEED: ReadonlyArray<{ hsnPrefix: string; upTo: number | null; rate: number; followsPrincipal?: boolean; from: string; to: string | null; description: string }> = [
  ...['61', '62', '63'].flatMap((chapter) => [
    { hsnPrefix: chapter, upTo: 100_000, rate: 5, from: '2017-07-01', to: '2025-09-21', description: `Chapter ${chapter}, sale value up to ₹1,000 a piece (notification 1/2017-CT(Rate))` },
    { hsnPrefix: chapter, upTo: null, rate: 12, from: '2017-07-01', to: '2025-09-21', description: `Chapter ${chapter}, sale value above ₹1,000 a piece (notification 1/2017-CT(Rate))` },
    { hsnPrefix: chapter, upTo: 250_000, rate: 5, from: '2025-09-22', to: null, description: `Chapter ${chapter}, sale value up to ₹2,500 a piece (56th GST Council, from 22 Sep 2025)` },
    { hsnPrefix: chapter, upTo: null, rate: 18, from: '2025-09-22', to: null, description: `Chapter ${chapter}, sale value above ₹2,500 a piece (56th GST Council, from 22 Sep 2025)` },
  ]),
  ...['50', '52', '53', '54', '55'].map((chapter) => ({ hsnPrefix: chapter, upTo: null, rate: 5, from: '2017-07-01', to: null, description: `Chapter ${chapter}, woven fabrics (sarees)` })),
  { hsnPrefix: '9968', upTo: null, rate: 18, followsPrincipal: true, from: '2017-07-01', to: null, description: 'Courier and delivery (shipping charges): follows the goods it ships' },
];

export class GstRates1732000003800 implements MigrationInterface {
  name = 'GstRates1732000003800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE gst_rate (
        id serial PRIMARY KEY,
        hsn_prefix varchar(8) NOT NULL CHECK (hsn_prefix ~ '^([0-9]{2}|[0-9]{4}|[0-9]{6}|[0-9]{8})$'),
        up_to_paise_per_piece bigint CHECK (up_to_paise_per_piece > 0),
        rate_percent numeric(5, 2) NOT NULL CHECK (rate_percent >= 0 AND rate_percent <= 100),
        follows_principal boolean NOT NULL DEFAULT false,
        valid_from date NOT NULL,
        valid_to date CHECK (valid_to >= valid_from),
        description varchar(200) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (hsn_prefix, valid_from, up_to_paise_per_piece)
      );
      CREATE INDEX gst_rate_prefix_idx ON gst_rate (hsn_prefix, valid_from);
    `);
    for (const row of GST_RATE_SEED) {
      await q.query(
        `INSERT INTO gst_rate (hsn_prefix, up_to_paise_per_piece, rate_percent, follows_principal, valid_from, valid_to, description) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [row.hsnPrefix, row.upTo, row.rate, row.followsPrincipal ?? false, row.from, row.to, row.description],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gst_rate`);
  }
}
