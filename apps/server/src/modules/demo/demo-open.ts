import { DEMO_MESSAGES, isLanguageCode } from '@lipi/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { demoIds, projects } from '../../db/schema/index.ts';
import { pathFormUrl } from '../render/proxy-urls.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DemoOpening = { kind: 'redirect'; location: string } | { kind: 'closed'; status: 404 | 410; message: string };

/**
 * GET /demo/{demoId}: a live demo counts one visit and sends the prospect to the proxy preview of its
 * site (in the asked language when the demo offers it, else its first one); an expired or deleted one
 * answers a page saying so.
 */
export async function openDemo(ctx: AppContext, demoId: string, requestedLang: string | undefined): Promise<DemoOpening> {
  if (!UUID.test(demoId)) return { kind: 'closed', status: 404, message: DEMO_MESSAGES.gone };
  const [found] = await ctx.db
    .select({ demo: demoIds, languages: projects.languages, hostname: projects.hostname })
    .from(demoIds)
    .innerJoin(projects, eq(projects.id, demoIds.projectId))
    .where(eq(demoIds.id, demoId))
    .limit(1);
  if (!found || found.demo.deletedAt) return { kind: 'closed', status: 404, message: DEMO_MESSAGES.gone };
  const now = ctx.clock.now();
  if (found.demo.expiresAt <= now) return { kind: 'closed', status: 410, message: DEMO_MESSAGES.expired };
  await ctx.db
    .update(demoIds)
    .set({ visits: sql`${demoIds.visits} + 1`, lastVisitAt: now })
    .where(eq(demoIds.id, demoId));
  const lang = requestedLang && isLanguageCode(requestedLang) && found.languages.includes(requestedLang) ? requestedLang : found.languages[0]!;
  const url = new URL(found.demo.url);
  const domain = { hostname: found.hostname, origin: url.origin, isMain: true };
  return { kind: 'redirect', location: pathFormUrl(ctx.config.RENDER_BASE_URL, found.demo.projectId, lang, domain, url) };
}
