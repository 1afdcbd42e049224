import type { JobSpec } from '../../shared/jobs.js';
import type { EventBus } from '../../shared/events.js';
import type { OutboxService } from './outbox.service.js';

/** The outbox's background jobs: deliver what is due (retries, and what a stopped process left), prune old rows. */
export function outboxJobs(deps: { events: EventBus; outbox: OutboxService; deliverEverySeconds: number; retentionDays: number }): JobSpec[] {
  return [
    {
      name: 'outbox.deliver',
      everySeconds: deps.deliverEverySeconds,
      handle: async () => ({ delivered: await deps.events.deliverDue() }),
    },
    {
      name: 'outbox.prune',
      everySeconds: 3600,
      handle: async () => ({ deleted: await deps.outbox.prune(deps.retentionDays) }),
    },
  ];
}
