import type { JobQueue, JobSpec } from '../../shared/jobs.js';
import type { SmsDispatcher } from './sms-sender.js';

/** The auth module's background jobs: login codes whose first send failed, retried by the queue. */
export function authJobs(deps: { sms: SmsDispatcher; queue: JobQueue; secret: string }): JobSpec[] {
  return [deps.sms.queueRetries(deps.queue, deps.secret) as JobSpec];
}
