import type { JobSpec } from '../../shared/jobs.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { InventoryService } from './inventory.service.js';

/** The inventory module's background jobs. */
export function inventoryJobs(deps: { inventory: InventoryService; system: (job: string) => ServiceContext; rollUpIntervalSeconds: number }): JobSpec[] {
  // The queue name predates the job's move to inventory; kept so running queues carry on.
  const name = 'orders.sales-roll-up';
  return [
    {
      // Sold units are folded into the best-seller counts outside the order transaction.
      name,
      everySeconds: deps.rollUpIntervalSeconds,
      handle: async () => ({ products: await deps.inventory.rollUpBestSellers(deps.system(name)) }),
    },
  ];
}
