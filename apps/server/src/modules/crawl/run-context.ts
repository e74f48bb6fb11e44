import type { ExtractOptions } from '@lipi/engine/extract';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema/index.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { CrawlJobData, CrawlRunRow } from './crawl-lease.ts';
import type { CrawlRuntime } from './crawl-runtime.ts';
import { loadExtractOptions } from './extract-options.ts';
import { createFrontierWriter, type FrontierWriter } from './frontier.ts';
import { createPageWriter, type PageWriter } from './page-writer.ts';
import { projectOrigins } from './origins.ts';
import { createProgressReporter, type ProgressReporter } from './progress.ts';

/** What one slice of one run works with; settings are re-read each slice so edits apply soon. */
export type RunContext = {
  rt: CrawlRuntime;
  job: CrawlJobData;
  run: CrawlRunRow;
  project: ProjectRow;
  origins: string[];
  extract: ExtractOptions;
  progress: ProgressReporter;
  frontier: FrontierWriter;
  pages: PageWriter;
  /** full runs follow links; refresh runs only fetch what is pending. */
  followLinks: boolean;
};

export async function loadRunContext(rt: CrawlRuntime, job: CrawlJobData, run: CrawlRunRow): Promise<RunContext | null> {
  const { db } = rt.ctx;
  const [project] = await db.select().from(projects).where(eq(projects.id, run.projectId));
  if (!project || project.deletingAt) return null;
  return {
    rt,
    job,
    run,
    project,
    origins: await projectOrigins(db, project),
    extract: await loadExtractOptions(db, project.id),
    progress: reporterFor(rt, project.id, run.id),
    frontier: await createFrontierWriter(db, project.id, project.pageLimit),
    pages: createPageWriter(db, rt.options.inFlight),
    followLinks: run.mode === 'full',
  };
}

function reporterFor(rt: CrawlRuntime, projectId: string, runId: string): ProgressReporter {
  let reporter = rt.reporters.get(runId);
  if (!reporter) {
    reporter = createProgressReporter(rt.ctx, projectId, runId, rt.options.progressIntervalMs);
    rt.reporters.set(runId, reporter);
  }
  return reporter;
}

export const originOf = (url: string) => new URL(url).origin;
