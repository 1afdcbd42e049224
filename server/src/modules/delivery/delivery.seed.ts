/**
 * Serviceability of the demo store, set on the pincode table (after the pincodes seeder):
 * metro districts in 2 days, state capitals in 4, everything else the default 6; a few remote
 * districts are not served at all, and cash on delivery is off in some far-flung states.
 */
import type { EntityManager } from 'typeorm';
import type { SeedOptions } from '../../shared/seed-options.js';
import { seedPincodes } from '../pincodes/pincode.seed.js';

export const METRO_DISTRICTS = ['Mumbai', 'Mumbai Suburban', 'Bengaluru', 'Bangalore', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Ahmedabad'];
export const CAPITAL_DISTRICTS = [
  'Lucknow', 'Jaipur', 'Bhopal', 'Patna', 'Thiruvananthapuram', 'Gandhinagar', 'Chandigarh', 'Dehradun', 'Shimla', 'Raipur',
  'Ranchi', 'Khorda', 'Kamrup Metropolitan', 'Guntur', 'North Goa', 'Srinagar', 'Imphal West', 'East Khasi Hills', 'Aizawl',
  'Kohima', 'West Tripura', 'East Sikkim', 'Papum Pare', 'Pondicherry', 'Jammu',
];
export const UNSERVED_DISTRICTS = ['Leh', 'Kargil', 'Nicobar', 'North And Middle Andaman', 'Lakshadweep', 'Tawang'];
export const NO_COD_STATES = ['Jammu & Kashmir', 'Manipur', 'Nagaland', 'Mizoram', 'Andaman & Nicobar Islands'];

export async function seedDelivery(manager: EntityManager, options: SeedOptions): Promise<Record<string, number>> {
  // The pincodes must be there first; that seeder skips when they already are.
  await seedPincodes(manager, options);
  await manager.query(`UPDATE pincode SET deliverable = true, delivery_days = NULL, cod_available = true WHERE NOT deliverable OR delivery_days IS NOT NULL OR NOT cod_available`);
  await manager.query(`UPDATE pincode SET delivery_days = 2 WHERE state = 'Delhi' OR district = ANY($1)`, [METRO_DISTRICTS]);
  await manager.query(`UPDATE pincode SET delivery_days = 4 WHERE district = ANY($1)`, [CAPITAL_DISTRICTS]);
  await manager.query(`UPDATE pincode SET cod_available = false WHERE state = ANY($1)`, [NO_COD_STATES]);
  const [, unserved] = await manager.query(`UPDATE pincode SET deliverable = false, cod_available = false WHERE district = ANY($1)`, [UNSERVED_DISTRICTS]);
  return { unservedPincodes: Number(unserved) || 0 };
}
