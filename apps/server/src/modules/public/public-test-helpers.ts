import { fnv1a64 } from '@lipi/engine/extract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { projectDomains, projects, translationMemory } from '../../db/schema/index.ts';
import { randomIp } from '../../test/auth-helpers.ts';
import { createMember, createTestProject, seedScope, type Member } from '../projects/project-test-helpers.ts';

export type Site = { member: Member; projectId: string; hostname: string; pageUrl: string };

/** A project with one crawled page holding `texts`, and its first domain's hostname. */
export async function createSite(app: FastifyInstance, texts: string[] = []): Promise<Site> {
  const member = await createMember(app);
  const projectId = await createTestProject(app, member);
  const [domain] = await app.ctx.db.select().from(projectDomains).where(eq(projectDomains.projectId, projectId));
  const hostname = domain!.hostname;
  const pageUrl = `https://${hostname}/products/saree`;
  await seedScope(app, projectId, [{ url: pageUrl, segments: texts.map((text) => ({ hash: fnv1a64(text), text, words: text.split(' ').length })) }]);
  return { member, projectId, hostname, pageUrl };
}

export async function addTranslation(app: FastifyInstance, site: Site, source: string, lang: string, target: string, type = 'MACHINE') {
  const [project] = await app.ctx.db.select({ org: projects.organisationId }).from(projects).where(eq(projects.id, site.projectId));
  await app.ctx.db
    .insert(translationMemory)
    .values({ organisationId: project!.org, sourceHash: fnv1a64(source), targetLang: lang, sourceText: source, preProcessedTarget: target, type });
}

type Raw = {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: () => { success: boolean; data: any; message: string; type: string | null };
};

/** A visitor's browser: JSON sent as text/plain (as the snippet does), one IP per call unless given. */
export async function visit(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'OPTIONS',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  ip = randomIp(),
): Promise<Raw> {
  const res = await app.inject({
    method,
    url,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: { ...(body === undefined ? {} : { 'content-type': 'text/plain;charset=UTF-8' }), ...headers },
    remoteAddress: ip,
  });
  return { status: res.statusCode, headers: res.headers, body: res.body, json: () => res.json() };
}

export const translationsUrl = (projectId: string, lang: string, url: string) =>
  `/api/public/translations?projectId=${projectId}&lang=${encodeURIComponent(lang)}&url=${encodeURIComponent(url)}`;
