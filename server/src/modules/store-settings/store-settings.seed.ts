/**
 * The demo store's settings: the sample company "Kapda Fashions Pvt. Ltd." of Lucknow, with the
 * spec's figures (₹49 cash on delivery, no free-shipping threshold: Pay Now already ships free;
 * 7-day returns; 6-day delivery). Only the demo seed writes them: a real store's owner enters
 * their own in the dashboard's setup. The GSTIN is the sample's with a valid check character.
 */
import type { EntityManager } from 'typeorm';
import type { SeedOptions } from '../../shared/seed-options.js';

export const DEMO_SETTINGS = {
  brandName: 'Kapda',
  legalName: 'Kapda Fashions Pvt. Ltd.',
  registeredAddress: '2nd Floor, Hazratganj Market\nLucknow, Uttar Pradesh 226001, India',
  state: 'Uttar Pradesh',
  stateCode: '09',
  gstin: '09AAKCK1234M1Z9',
  pan: 'AAKCK1234M',
  supportPhone: '+91 522 400 0000',
  supportEmail: 'sales@kapda.example',
  supportHours: 'Mon–Sat, 10 am – 7 pm',
  officeAddress: '2nd Floor, Hazratganj Market, Lucknow, Uttar Pradesh 226001',
  mapUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=80.935%2C26.842%2C80.955%2C26.856&layer=mapnik&marker=26.849%2C80.945',
  facebookUrl: 'https://www.facebook.com/kapdafashions',
  twitterUrl: 'https://twitter.com/kapdafashions',
  instagramUrl: 'https://www.instagram.com/kapdafashions',
  linkedinUrl: 'https://www.linkedin.com/company/kapdafashions',
  codFee: 4900,
  freeShippingOver: null,
  returnWindowDays: 7,
  deliveryDays: 6,
} as const;

export async function seedStoreSettings(manager: EntityManager, options: SeedOptions): Promise<Record<string, number>> {
  if (options.reset) await manager.query(`DELETE FROM store_settings`);
  const d = DEMO_SETTINGS;
  const rows = await manager.query(
    `INSERT INTO store_settings (id, brand_name, legal_name, registered_address, state, state_code, gstin, pan, support_phone, support_email, support_hours,
       office_address, map_url, facebook_url, twitter_url, instagram_url, linkedin_url, cod_fee, free_shipping_over, return_window_days, delivery_days)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [d.brandName, d.legalName, d.registeredAddress, d.state, d.stateCode, d.gstin, d.pan, d.supportPhone, d.supportEmail, d.supportHours, d.officeAddress, d.mapUrl,
      d.facebookUrl, d.twitterUrl, d.instagramUrl, d.linkedinUrl, d.codFee, d.freeShippingOver, d.returnWindowDays, d.deliveryDays],
  );
  return { storeSettings: rows.length };
}
