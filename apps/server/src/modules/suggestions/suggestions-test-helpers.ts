import { extractSegments } from '@lipi/engine/extract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { suggestions, translationMemory } from '../../db/schema/index.ts';
import { createUser, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import { ABOUT, hindiWrites, startRenderSite, type RenderSite } from '../render/render-test-site.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';

/**
 * The suggestion and feedback tests' world: a test app and the render test site (started before
 * the file's tests, closed after), website projects with Hindi translations of the site's about
 * page, visitors' suggestions on it, and readers of the memory, a suggestion's status and a CSV call.
 */
export function useSuggestionsFixture() {
  let site: RenderSite;
  let t: TestApp;
  beforeAll(async () => {
    site = await startRenderSite();
    t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const segment = (text: string) => {
    const s = extractSegments(ABOUT).segments.find((x) => x.text === text);
    if (!s) throw new Error(`no segment ${text}`);
    return s;
  };

  async function newProject() {
    const user = await createUser(t.app);
    const { token } = await signIn(t.app, user.email, user.password);
    const { id } = await createWebsiteProject(t.app.ctx.db, {
      organisationId: user.organisationId!,
      createdBy: user.id,
      url: site.origin,
      languages: ['hi', 'ta'],
      now: new Date(),
    });
    await writeTranslations(t.app.ctx.db, user.organisationId!, hindiWrites(), { keepHuman: false });
    return { token, projectId: id, organisationId: user.organisationId!, user };
  }

  type Project = Awaited<ReturnType<typeof newProject>>;

  async function suggest(p: Project, values: { text: string; suggestedText: string; lang?: string; status?: string; count?: number; updatedAt?: Date }) {
    const s = segment(values.text);
    const [row] = await t.app.ctx.db
      .insert(suggestions)
      .values({
        projectId: p.projectId,
        sourceHash: s.sourceHash,
        sourceText: s.text,
        targetLang: values.lang ?? 'hi',
        currentText: 'seen text',
        suggestedText: values.suggestedText,
        pageUrl: `${site.origin}/about`,
        status: values.status ?? 'new',
        count: values.count ?? 1,
        updatedAt: values.updatedAt ?? new Date(),
      })
      .returning();
    return row!;
  }

  const tmOf = async (p: Project, text: string, lang = 'hi') =>
    (
      await t.app.ctx.db
        .select()
        .from(translationMemory)
        .where(
          and(
            eq(translationMemory.organisationId, p.organisationId),
            eq(translationMemory.sourceHash, segment(text).sourceHash),
            eq(translationMemory.targetLang, lang),
          ),
        )
    )[0];
  const statusOf = async (id: string) => (await t.app.ctx.db.select().from(suggestions).where(eq(suggestions.id, id)))[0]?.status;
  const csvOf = async (p: Project, url: string, body: object) =>
    t.app.inject({ method: 'POST', url, payload: { projectId: p.projectId, ...body }, headers: { authorization: `Bearer ${p.token}` } });

  return {
    get app() {
      return t.app;
    },
    get origin() {
      return site.origin;
    },
    segment,
    newProject,
    suggest,
    tmOf,
    statusOf,
    csvOf,
  };
}
