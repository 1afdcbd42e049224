import type { JobSpec } from '../../shared/jobs.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { Logger } from '../../shared/logger.js';
import type { RefundSettler } from './refunds.js';

/** The payments module's background jobs. */
export function paymentsJobs(deps: { refunds: RefundSettler; system: (job: string) => ServiceContext; logger: Logger; retryIntervalSeconds: number }): JobSpec[] {
  const name = 'payments.retry-refunds';
  return [
    {
      // Refunds of cancelled orders the provider did not take at once.
      name,
      everySeconds: deps.retryIntervalSeconds,
      handle: async () => {
        const refunded = await deps.refunds.retryDue(deps.system(name));
        if (refunded) deps.logger.info({ refunded }, 'pending refunds settled');
        return { refunded };
      },
    },
  ];
}
