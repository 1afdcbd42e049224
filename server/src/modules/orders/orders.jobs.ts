import type { JobSpec } from '../../shared/jobs.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { Logger } from '../../shared/logger.js';
import type { OrderService } from './order.service.js';

/** The orders module's background jobs. */
export function ordersJobs(deps: { orders: OrderService; system: (job: string) => ServiceContext; logger: Logger; expiryIntervalSeconds: number }): JobSpec[] {
  const name = 'orders.expire-unpaid';
  return [
    {
      // Online orders left unpaid past UNPAID_ORDER_TIMEOUT_MINUTES are cancelled, their stock back.
      name,
      everySeconds: deps.expiryIntervalSeconds,
      handle: async () => {
        const ids = await deps.orders.expireUnpaid(deps.system(name));
        if (ids.length) deps.logger.info({ orderIds: ids }, 'cancelled unpaid online orders');
        return { cancelled: ids };
      },
    },
  ];
}
