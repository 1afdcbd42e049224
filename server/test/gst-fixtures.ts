/** The GST policy of the seeded rate table, for pure tests that compute invoices without a database. */
import { GST_RATE_SEED } from '../../migrations/1732000003800-gst-rates.js';
import { TaxPolicy, type GstRateRow } from '../src/modules/pricing/gst-policy.js';

export function seededTaxPolicy(): TaxPolicy {
  const rows: GstRateRow[] = GST_RATE_SEED.map((row, i) => ({
    id: i + 1,
    hsnPrefix: row.hsnPrefix,
    upToPaisePerPiece: row.upTo,
    ratePercent: row.rate,
    followsPrincipal: row.followsPrincipal ?? false,
    validFrom: row.from,
    validTo: row.to,
    description: row.description,
  }));
  return new TaxPolicy(rows);
}
