import type { JobSpec } from '../../shared/jobs.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { CartService } from './cart.service.js';

/** The cart module's background jobs. */
export function cartJobs(deps: { cart: CartService; system: (job: string) => ServiceContext }): JobSpec[] {
  const name = 'cart.delete-expired-visitor-carts';
  return [
    {
      // Visitor carts idle for 30 days are deleted once an hour (lookups already ignore them).
      name,
      everySeconds: 3600,
      handle: async () => ({ deleted: await deps.cart.deleteExpiredVisitorCarts(deps.system(name)) }),
    },
  ];
}
