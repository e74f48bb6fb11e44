import type { FastifyInstance } from 'fastify';
import { organisations, segments, scopeUrls, translationMemory, urlSegments, users } from '../../db/schema/index.ts';
import { generateToken } from '../../lib/crypto.ts';
import { post } from '../../test/auth-helpers.ts';
import { uniqueEmail } from '../../test/test-app.ts';
import { createSession } from '../sessions/sessions.service.ts';

/**
 * Factories for the project-area suites: users straight in the database with a session token
 * (no password hashing or sign-in round trip, which these suites are not about).
 */
export type Member = { id: string; token: string; organisationId: string; role: string; email: string };

export async function createOrg(app: FastifyInstance, plan = 'free'): Promise<string> {
  const [org] = await app.ctx.db.insert(organisations).values({ name: 'Project test org', plan }).returning({ id: organisations.id });
  return org!.id;
}

export async function createMember(app: FastifyInstance, role = 'organisationAdmin', organisationId?: string): Promise<Member> {
  // A free trial's organisation is on the free plan; others on a paid one, whose allowances tests rarely reach.
  const orgId = organisationId ?? (await createOrg(app, role === 'freeOrgAdmin' ? 'free' : 'standard'));
  const email = uniqueEmail(role);
  const [user] = await app.ctx.db
    .insert(users)
    .values({ organisationId: orgId, name: `${role} user`, email, passwordHash: 'x', role, apikey: generateToken(24), emailVerified: true })
    .returning({ id: users.id });
  const { token } = await createSession(app.ctx, { id: user!.id, role, organisationId: orgId });
  return { id: user!.id, token, organisationId: orgId, role, email };
}

/** A hostname no other test (or suite on the shared PostgreSQL) uses. */
export const uniqueSite = (prefix = 'site') =>
  `${prefix}-${generateToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}.example.org`;

export async function createTestProject(app: FastifyInstance, member: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await post(app, '/api/project/new', { url: `https://${uniqueSite()}/`, languages: ['hi', 'mr'], ...overrides }, { token: member.token });
  if (res.status !== 200) throw new Error(`project creation failed: ${res.status} ${res.body.message}`);
  return res.body.data.projectId;
}

type SeedSegment = { hash: string; text: string; words: number; occurrences?: number };
type SeedPage = { url: string; hostname?: string; inScope?: boolean; tracked?: boolean; segments: SeedSegment[] };

/** What the crawler would have stored: scope URLs, unique segments and which URL holds which. */
export async function seedScope(app: FastifyInstance, projectId: string, pages: SeedPage[]) {
  const db = app.ctx.db;
  for (const page of pages) {
    const unique = new Map(page.segments.map((s) => [s.hash, s]));
    const [row] = await db
      .insert(scopeUrls)
      .values({
        projectId,
        url: page.url,
        hostname: page.hostname ?? new URL(page.url).hostname,
        crawlStatus: 'fetched',
        isInScope: page.inScope ?? true,
        isTracked: page.tracked ?? false,
        segmentCount: unique.size,
        sourceWordCount: page.segments.reduce((sum, s) => sum + s.words * (s.occurrences ?? 1), 0),
        uniqueWordCount: [...unique.values()].reduce((sum, s) => sum + s.words, 0),
      })
      .returning({ id: scopeUrls.id });
    if (unique.size === 0) continue;
    await db
      .insert(segments)
      .values([...unique.values()].map((s) => ({ projectId, sourceHash: s.hash, text: s.text, kind: 'text', wordCount: s.words })))
      .onConflictDoNothing();
    await db
      .insert(urlSegments)
      .values([...unique.values()].map((s, position) => ({ scopeUrlId: row!.id, projectId, sourceHash: s.hash, occurrences: s.occurrences ?? 1, position })));
  }
}

type SeedTm = { hash: string; lang: string; type: string; displayType?: string };

export async function seedTm(app: FastifyInstance, organisationId: string, rows: SeedTm[]) {
  await app.ctx.db.insert(translationMemory).values(
    rows.map((r) => ({
      organisationId,
      sourceHash: r.hash,
      targetLang: r.lang,
      sourceText: `source ${r.hash}`,
      preProcessedTarget: `target ${r.hash} ${r.lang}`,
      type: r.type,
      displayType: r.displayType ?? 'translation',
    })),
  );
}
