import type { ServiceContext } from '../../shared/service-context.js';
import type { DataSource } from 'typeorm';
import { badInput } from '../../shared/errors.js';
import { normalizePincode } from '../../shared/indian-formats.js';

/** The store's delivery estimate when a pincode has no days of its own (spec section 9). */
export const DEFAULT_DELIVERY_DAYS = 6;

/** "Friday, 27 November" in India's time zone. One formatter for the process: building one per call
 * (toLocaleDateString) showed up in the checkout profile. */
const DELIVERY_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' });

export const DELIVERY_MESSAGES = {
  empty: 'Please Provide a valid 6 digit code.',
  invalid: 'Please enter a valid 6-digit pincode.',
  undeliverable: "Sorry, we're unable to deliver to this location. Try updating your delivery address.",
  deliverable: (date: Date) => `Expected delivery by ${DELIVERY_DATE_FORMAT.format(date)}`,
} as const;

/** Whether and when we deliver to a pincode. */
export interface DeliveryCheck {
  pincode: string;
  deliverable: boolean;
  /** Expected delivery date (null when we do not deliver there). */
  estimatedDate: Date | null;
  deliveryDays: number | null;
  codAvailable: boolean;
  city: string | null;
  state: string | null;
  message: string;
}

/** What delivery asks of the pincodes module (PincodeService): a pincode's serviceability row. */
export interface ServiceabilitySource {
  serviceability(ctx: ServiceContext, pincode: string): Promise<{ district: string; state: string; deliverable: boolean; deliveryDays: number | null; codAvailable: boolean } | null>;
}

/**
 * Serviceability by pincode. It is data: the pincode's deliverable, delivery days and cash on
 * delivery (the pincodes module keeps them with the pincode; the delivery seeder fills them). A
 * pincode we do not know is not deliverable. Owns the "We Deliver In" cities (delivery_city).
 */
export class DeliveryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pincodes: ServiceabilitySource,
    /** Days for a pincode without its own estimate: the store's settings (DEFAULT_DELIVERY_DAYS when not given). */
    private readonly defaultDays: () => Promise<number> = async () => DEFAULT_DELIVERY_DAYS,
  ) {}

  /** The "We Deliver In" list of the home page, in order, ending with "Across India". */
  async cityNames(): Promise<string[]> {
    const rows: Array<{ name: string }> = await this.dataSource.query(`SELECT name FROM delivery_city ORDER BY position, id`);
    return rows.map((r) => r.name);
  }

  /**
   * Checks a 6-digit pincode: deliverable or not, the estimated date (today + the pincode's days,
   * 6 by default), whether cash on delivery is allowed, and the city (district) and state. Throws
   * BAD_INPUT with the spec's texts for an empty or malformed pincode. Used by checkout for COD.
   */
  async check(ctx: ServiceContext, pincode: string, now: Date = new Date()): Promise<DeliveryCheck> {
    if (!String(pincode ?? '').trim()) throw badInput(DELIVERY_MESSAGES.empty);
    const code = normalizePincode(pincode);
    if (!code) throw badInput(DELIVERY_MESSAGES.invalid);
    const row = await this.pincodes.serviceability(ctx, code);
    if (!row?.deliverable) {
      return { pincode: code, deliverable: false, estimatedDate: null, deliveryDays: null, codAvailable: false, city: row?.district ?? null, state: row?.state ?? null, message: DELIVERY_MESSAGES.undeliverable };
    }
    const days = row.deliveryDays ?? (await this.defaultDays());
    const estimatedDate = new Date(now.getTime() + days * 86_400_000);
    return {
      pincode: code,
      deliverable: true,
      estimatedDate,
      deliveryDays: days,
      codAvailable: row.codAvailable,
      city: row.district,
      state: row.state,
      message: DELIVERY_MESSAGES.deliverable(estimatedDate),
    };
  }
}
