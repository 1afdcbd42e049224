import type { JobSpec } from '../../shared/jobs.js';
import type { WebhookService } from './webhook.service.js';

/** Webhooks' background job: send what is due to partners (first tries the process missed, and retries). */
export function webhooksJobs(deps: { webhooks: WebhookService; deliverEverySeconds: number }): JobSpec[] {
  return [
    {
      name: 'webhooks.deliver',
      everySeconds: deps.deliverEverySeconds,
      handle: async () => deps.webhooks.deliverDue(),
    },
  ];
}
