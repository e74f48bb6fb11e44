import type { AppContext } from '../app-context.ts';
import { registerCmsSyncWorker } from '../modules/cms/cms-sync.service.ts';
import { registerBillingJobs } from '../modules/billing/billing.job.ts';
import { registerCrawlWorker } from '../modules/crawl/crawl.job.ts';
import { registerMessagingWorkers } from '../modules/messaging/messaging.ts';
import { registerProjectDeleteWorker } from '../modules/projects/project-delete.ts';
import { registerRetentionJob } from '../modules/retention/retention.job.ts';
import { registerStatsRollupJob } from '../modules/stats/stats.job.ts';
import { registerManualTranslationWorker } from '../modules/manual-translation/manual-translation.job.ts';
import { registerAutoTranslateWorker } from '../modules/machine-translation/auto-translate.ts';
import { registerJoinerRehashJob } from '../modules/translation-memory/joiner-rehash.ts';
import { registerTranslationRunWorker } from '../modules/machine-translation/translation-run.job.ts';

/** Every background worker the server runs; each module owns its job handlers. */
export async function registerWorkers(ctx: AppContext) {
  await registerMessagingWorkers(ctx);
  await registerRetentionJob(ctx);
  await registerProjectDeleteWorker(ctx);
  await registerCrawlWorker(ctx);
  await registerTranslationRunWorker(ctx);
  await registerAutoTranslateWorker(ctx);
  await registerStatsRollupJob(ctx);
  await registerManualTranslationWorker(ctx);
  await registerCmsSyncWorker(ctx);
  await registerBillingJobs(ctx);
  await registerJoinerRehashJob(ctx);
}
