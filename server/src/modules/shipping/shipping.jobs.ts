import type { JobSpec } from '../../shared/jobs.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { ShippingService } from './shipping.service.js';

/** The shipping module's background jobs. */
export function shippingJobs(deps: { shipping: ShippingService; system: (job: string) => ServiceContext; pollEverySeconds: number }): JobSpec[] {
  const name = 'shipping.poll-tracking';
  return [
    {
      // The fallback for missed webhooks: asks the courier about the parcels still moving.
      name,
      everySeconds: deps.pollEverySeconds,
      handle: async () => deps.shipping.pollOpenShipments(deps.system(name)),
    },
  ];
}
