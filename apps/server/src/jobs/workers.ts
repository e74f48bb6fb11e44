import type { AppContext } from '../app-context.ts';
import { registerMessagingWorkers } from '../modules/messaging/messaging.ts';
import { registerRetentionJob } from '../modules/retention/retention.job.ts';

/** Every background worker the server runs; each module owns its job handlers. */
export async function registerWorkers(ctx: AppContext) {
  await registerMessagingWorkers(ctx);
  await registerRetentionJob(ctx);
}
