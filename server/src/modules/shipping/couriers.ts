import type { Config } from '../../config.js';
import type { Courier } from './courier.js';
import { FakeCourier } from './fake-courier.js';
import { ShiprocketCourier } from './shiprocket-courier.js';

/** The courier the settings name, or null when staff ship by hand (config.ts refuses half a configuration). */
export function createCourier(config: Config): Courier | null {
  if (config.COURIER_PROVIDER === 'fake') return new FakeCourier(config.COURIER_FAKE_URL!, config.COURIER_FAKE_KEY!);
  if (config.COURIER_PROVIDER === 'shiprocket') return new ShiprocketCourier({ email: config.SHIPROCKET_EMAIL!, password: config.SHIPROCKET_PASSWORD! }, { pickupLocation: config.SHIPROCKET_PICKUP_LOCATION });
  return null;
}
