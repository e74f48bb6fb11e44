import { z } from 'zod';

/**
 * Every background job: name → payload schema. `queue.send` is typed by name, and every payload
 * is checked against its schema when a worker receives it (a job row can outlive the code that
 * wrote it: an old payload after a deploy, or one written by hand, fails that job, not the worker).
 * Handlers stay in their modules (jobs/workers.ts lists them); adding a job is one line here.
 */
export const JOB_PAYLOADS = {
  'mail.send': z.object({ to: z.string().min(1), subject: z.string(), text: z.string(), html: z.string().optional() }),
  'sms.send': z.object({ to: z.string().min(1), message: z.string() }),
  'project.delete': z.object({ projectId: z.string().min(1), organisationId: z.string().min(1), keepTm: z.boolean(), requestedBy: z.string().min(1) }),
  'crawl.run': z.object({ runId: z.string().min(1), token: z.string().min(1) }),
  'translation.run': z.object({
    runId: z.string().min(1),
    token: z.string().min(1),
    /** engineKey of the server that sent the job: only a server configured the same works it. */
    engineKey: z.string().optional(),
  }),
  /** Translate new content automatically: the project and the start of the window its reports fell in. */
  'translation.auto': z.object({ projectId: z.string().min(1), since: z.string().datetime() }),
  /** A CMS sync (full, one entry from a webhook, or apply only): its row in cms_syncs. */
  'cms.sync': z.object({ syncId: z.string().uuid() }),
  'manual.prepare': z.object({ requestId: z.string().uuid() }),
  /** One outbound call to the external TMS for a batch: hand it over, or send a rejection back. */
  'tms.send': z.object({ batchId: z.string().uuid(), action: z.enum(['create', 'reject']).default('create'), reason: z.string().max(2000).optional() }),
  // Scheduled sweeps and the yearly retention carry no data (pg-boss stores {} or null).
  'crawl.sweep': z.object({}).nullish(),
  'translation.sweep': z.object({}).nullish(),
  'retention.yearly': z.object({}).nullish(),
  'stats.rollup': z.object({}).nullish(),
  'billing.reconcile': z.object({}).nullish(),
  'billing.renewals': z.object({}).nullish(),
  /** Copies memory keyed by old joiner spellings to the unified spelling's key (joiner-rehash.ts), once per database. */
  'tm.rehash-joiners': z.object({}).nullish(),
  /** Asks the TMS about batches whose callbacks stopped (manual-tms-poll.ts). */
  'tms.poll': z.object({}).nullish(),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;
export type JobPayload<N extends JobName> = z.output<(typeof JOB_PAYLOADS)[N]>;

/** Thrown for a payload its schema refuses: the job fails (pg-boss records the message), the worker goes on. */
export class JobPayloadError extends Error {
  constructor(name: JobName, id: string, issues: string) {
    super(`job ${name} ${id}: payload refused: ${issues}`);
    this.name = 'JobPayloadError';
  }
}

/** The payload as its schema reads it, or a JobPayloadError naming the job and the first problems. */
export function readJobPayload<N extends JobName>(name: N, id: string, data: unknown): JobPayload<N> {
  const parsed = JOB_PAYLOADS[name].safeParse(data);
  if (parsed.success) return parsed.data as JobPayload<N>;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new JobPayloadError(name, id, issues);
}
