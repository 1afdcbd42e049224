import type { JobSpec } from '../../shared/jobs.js';
import type { ServiceContext } from '../../shared/service-context.js';
import type { ReturnService } from './return.service.js';

/** The returns module's background jobs. */
export function returnsJobs(deps: { returns: ReturnService; system: (job: string) => ServiceContext; retryIntervalSeconds: number }): JobSpec[] {
  const name = 'returns.retry-refunds';
  return [
    {
      // Return refunds the provider did not take at once.
      name,
      everySeconds: deps.retryIntervalSeconds,
      handle: async () => ({ refunded: await deps.returns.retryDueRefunds(deps.system(name)) }),
    },
  ];
}
