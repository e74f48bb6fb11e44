import { DEMO_MAX_DAYS, DEMO_MESSAGES, type createDemoIdRequest, type DemoEntry, type editDemoEntryRequest, type fetchDemoIdsRequest } from '@lipi/contract';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { demoIds, projectDomains, projects } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { requireOrganisation } from '../projects/project-create.service.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { actorOf } from '../users/user-admin.service.ts';
import { forgetProxyTargets } from '../render/proxy-target-cache.ts';

type DemoRow = typeof demoIds.$inferSelect;
const columns = { demo: demoIds, languages: projects.languages };

/** The link given to the prospect: the server checks the demo, counts the visit and redirects to the proxy preview. */
export const demoLink = (publicUrl: string, demoId: string) => `${publicUrl}/demo/${demoId}`;

function toEntry(ctx: Pick<AppContext, 'config' | 'clock'>, { demo, languages }: { demo: DemoRow; languages: string[] }): DemoEntry {
  return {
    demoId: demo.id,
    label: demo.label,
    url: demo.url,
    languages,
    expiresAt: demo.expiresAt.toISOString(),
    isExpired: demo.expiresAt <= ctx.clock.now(),
    visits: demo.visits,
    lastVisitAt: demo.lastVisitAt?.toISOString() ?? null,
    ownerEmail: demo.ownerEmail,
    projectId: demo.projectId,
    demoUrl: demoLink(ctx.config.PUBLIC_URL, demo.id),
    createdAt: demo.createdAt.toISOString(),
  };
}

function checkExpiry(ctx: Pick<AppContext, 'clock'>, iso: string): Date {
  const at = new Date(iso);
  const now = ctx.clock.now().getTime();
  if (at.getTime() <= now) throw badRequest(DEMO_MESSAGES.expiryInPast);
  if (at.getTime() > now + DEMO_MAX_DAYS * 86_400_000) throw badRequest(`The expiry must be within ${DEMO_MAX_DAYS} days`);
  return at;
}

/** Super admins see every demo id; the others those of their organisation. Deleted ones are gone for everyone. */
const visibleTo = (auth: AuthInfo): SQL | undefined =>
  auth.role === 'superAdmin'
    ? isNull(demoIds.deletedAt)
    : and(isNull(demoIds.deletedAt), eq(demoIds.organisationId, auth.organisationId ?? '00000000-0000-0000-0000-000000000000'));

async function getDemoForCaller(ctx: AppContext, auth: AuthInfo, demoId: string) {
  const [found] = await ctx.db
    .select(columns)
    .from(demoIds)
    .innerJoin(projects, eq(projects.id, demoIds.projectId))
    .where(and(eq(demoIds.id, demoId), visibleTo(auth)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', DEMO_MESSAGES.notFound);
  return found;
}

/** A demo id owns a website project in the creator's organisation, so the editor and the proxy work on it as on any project. */
export async function createDemoId(ctx: AppContext, auth: AuthInfo, input: z.output<typeof createDemoIdRequest>): Promise<DemoEntry> {
  const organisationId = requireOrganisation(auth);
  const expiresAt = checkExpiry(ctx, input.expiresAt);
  const actor = await actorOf(ctx, auth);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const project = await createWebsiteProject(tx, {
      organisationId,
      createdBy: actor.id,
      url: input.url,
      languages: input.languages,
      now,
      name: `Demo: ${input.label || new URL(input.url).hostname}`,
    });
    const [row] = await tx
      .insert(demoIds)
      .values({
        projectId: project.id,
        organisationId,
        ownerId: actor.id,
        ownerEmail: actor.email,
        label: input.label ?? '',
        url: input.url,
        expiresAt,
        createdAt: now,
      })
      .returning({ id: demoIds.id });
    await recordAudit(tx, actor, now, {
      organisationId,
      action: 'demo.created',
      targetType: 'demoId',
      targetId: row!.id,
      targetLabel: input.url,
      after: { url: input.url, languages: input.languages, expiresAt: expiresAt.toISOString() },
    });
    return row!.id;
  });
  return toEntry(ctx, await getDemoForCaller(ctx, auth, id));
}

export async function listDemoIds(ctx: AppContext, auth: AuthInfo, input: z.output<typeof fetchDemoIdsRequest>) {
  const search = input.search ? `%${input.search.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(visibleTo(auth), search ? or(ilike(demoIds.url, search), ilike(demoIds.label, search)) : undefined);
  const rows = await ctx.db
    .select(columns)
    .from(demoIds)
    .innerJoin(projects, eq(projects.id, demoIds.projectId))
    .where(where)
    .orderBy(desc(demoIds.createdAt), desc(demoIds.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(demoIds).where(where);
  return { demoIdList: rows.map((r) => toEntry(ctx, r)), totalDemoIds: total?.n ?? 0 };
}

export async function editDemoEntry(ctx: AppContext, auth: AuthInfo, input: z.output<typeof editDemoEntryRequest>): Promise<DemoEntry> {
  const { demo, languages } = await getDemoForCaller(ctx, auth, input.demoId);
  const expiresAt = input.expiresAt ? checkExpiry(ctx, input.expiresAt) : undefined;
  const actor = await actorOf(ctx, auth);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (input.languages) {
      await tx.update(projects).set({ languages: input.languages, updatedAt: now }).where(eq(projects.id, demo.projectId));
      await tx.update(projectDomains).set({ languages: input.languages }).where(eq(projectDomains.projectId, demo.projectId));
    }
    await tx
      .update(demoIds)
      .set({ ...(expiresAt ? { expiresAt } : {}), ...(input.label !== undefined ? { label: input.label } : {}) })
      .where(eq(demoIds.id, demo.id));
    await recordAudit(tx, actor, now, {
      organisationId: demo.organisationId,
      action: 'demo.edited',
      targetType: 'demoId',
      targetId: demo.id,
      targetLabel: demo.url,
      before: { label: demo.label, languages, expiresAt: demo.expiresAt.toISOString() },
      after: { label: input.label ?? demo.label, languages: input.languages ?? languages, expiresAt: (expiresAt ?? demo.expiresAt).toISOString() },
    });
  });
  forgetProxyTargets();
  return toEntry(ctx, await getDemoForCaller(ctx, auth, demo.id));
}

/** Deleting withdraws the link at once (the proxy refuses the demo's project); the row stays for the audit trail. */
export async function deleteDemoEntry(ctx: AppContext, auth: AuthInfo, demoId: string) {
  const { demo } = await getDemoForCaller(ctx, auth, demoId);
  const actor = await actorOf(ctx, auth);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(demoIds).set({ deletedAt: now }).where(eq(demoIds.id, demo.id));
    await recordAudit(tx, actor, now, {
      organisationId: demo.organisationId,
      action: 'demo.deleted',
      targetType: 'demoId',
      targetId: demo.id,
      targetLabel: demo.url,
      before: { url: demo.url, expiresAt: demo.expiresAt.toISOString(), visits: demo.visits },
    });
  });
  forgetProxyTargets();
  return { demoId: demo.id };
}
