import { extractSegments } from '@lipi/engine/extract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, renderedPages, suggestions, tmRevisions, translationMemory } from '../../db/schema/index.ts';
import { call, createUser, post, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import { ABOUT, hindiWrites, startRenderSite, type RenderSite } from '../render/render-test-site.ts';
import { addMember, upload } from '../scope/scope-test-helpers.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';

let site: RenderSite;
let t: TestApp;

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

beforeAll(async () => {
  site = await startRenderSite();
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('suggestion/filter', () => {
  it('lists suggestions with source, current translation, suggestion, count, page and dates; filters and pages', async () => {
    const p = await newProject();
    const other = await newProject();
    const a = await suggest(p, { text: 'Back home', suggestedText: 'घर चलें', count: 3, updatedAt: new Date(Date.now() - 3000) });
    const b = await suggest(p, {
      text: 'We grow mangoes since 1990.',
      suggestedText: 'हम आम उगाते हैं',
      status: 'inprocess',
      updatedAt: new Date(Date.now() - 2000),
    });
    const c = await suggest(p, { text: 'Back home', suggestedText: 'வீடு', lang: 'ta', updatedAt: new Date(Date.now() - 1000) });
    await suggest(other, { text: 'Back home', suggestedText: 'other org' });

    const all = await post(t.app, '/api/suggestion/filter', { projectId: p.projectId, pageNumber: 1, pageSize: 10 }, { token: p.token });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.suggestions.map((s: { id: string }) => s.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.data.statusCounts).toEqual({ new: 2, inprocess: 1, accepted: 0, rejected: 0 });
    expect(all.body.data.suggestions[2]).toEqual({
      id: a.id,
      sourceHash: segment('Back home').sourceHash,
      sourceText: 'Back home',
      targetLang: 'hi',
      currentTranslation: 'मुख्य पृष्ठ',
      seenText: 'seen text',
      suggestedText: 'घर चलें',
      pageUrl: `${site.origin}/about`,
      status: 'new',
      count: 3,
      reviewedBy: null,
      reviewedAt: null,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    });
    const ask = (body: object) => post(t.app, '/api/suggestion/filter', { projectId: p.projectId, pageNumber: 1, pageSize: 10, ...body }, { token: p.token });
    expect((await ask({ status: 'inprocess' })).body.data.suggestions.map((s: { id: string }) => s.id)).toEqual([b.id]);
    expect((await ask({ lang: 'ta' })).body.data.suggestions.map((s: { id: string }) => s.id)).toEqual([c.id]);
    expect((await ask({ search: 'mangoes' })).body.data.suggestions.map((s: { id: string }) => s.id)).toEqual([b.id]);
    expect((await ask({ search: '100%' })).body.data.total).toBe(0);
    const page2 = await ask({ pageNumber: 2, pageSize: 2 });
    expect([page2.body.data.total, page2.body.data.suggestions.map((s: { id: string }) => s.id)]).toEqual([3, [a.id]]);
    expect((await post(t.app, '/api/suggestion/filter', { projectId: p.projectId }, { token: other.token })).status).toBe(404);
    expect((await post(t.app, '/api/suggestion/filter', { projectId: p.projectId })).status).toBe(401);
  });
});

describe('accept, reject, status', () => {
  it('accept writes a USER TM row with a suggestion revision, marks it accepted and refreshes the proxied page', async () => {
    const p = await newProject();
    const proxied = `/render/${p.projectId}/hi/about`;
    expect((await t.app.inject({ method: 'GET', url: proxied })).body).toContain('मुख्य पृष्ठ');
    expect(await t.app.ctx.db.select().from(renderedPages).where(eq(renderedPages.projectId, p.projectId))).toHaveLength(1);

    const s = await suggest(p, { text: 'Back home', suggestedText: 'घर लौटें' });
    const res = await post(t.app, '/api/suggestion/accept', { projectId: p.projectId, id: s.id }, { token: p.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Suggestion accepted as TM');
    expect(res.body.data).toMatchObject({ id: s.id, status: 'accepted', currentTranslation: 'घर लौटें', reviewedBy: 'Test User' });
    const tm = await tmOf(p, 'Back home');
    expect(tm).toMatchObject({ preProcessedTarget: 'घर लौटें', type: 'USER', updatedBy: p.user.id });
    const revisions = await t.app.ctx.db
      .select()
      .from(tmRevisions)
      .where(and(eq(tmRevisions.organisationId, p.organisationId), eq(tmRevisions.sourceHash, segment('Back home').sourceHash)));
    expect(revisions.map((r) => r.origin)).toContain('suggestion');
    expect(await t.app.ctx.db.select().from(renderedPages).where(eq(renderedPages.projectId, p.projectId))).toHaveLength(0);
    const again = await t.app.inject({ method: 'GET', url: proxied });
    expect(again.body).toContain('<a href="');
    expect(again.body).toContain('>घर लौटें</a>');

    const edited = await suggest(p, { text: 'We grow mangoes since 1990.', suggestedText: 'हम आम उगाते' });
    const withEdit = await post(
      t.app,
      '/api/suggestion/accept',
      { projectId: p.projectId, id: edited.id, editedText: 'हम 1990 से आम उगा रहे हैं।' },
      { token: p.token },
    );
    expect(withEdit.body.message).toBe('Suggestion accepted as TM');
    expect((await tmOf(p, 'We grow mangoes since 1990.'))?.preProcessedTarget).toBe('हम 1990 से आम उगा रहे हैं।');
  });

  it('accept failures: unknown id, markers broken, another organisation, a role that may not review', async () => {
    const p = await newProject();
    const failed = 'Some error occured while accepting suggestion please update again!!.';
    const unknown = await post(t.app, '/api/suggestion/accept', { projectId: p.projectId, id: '00000000-0000-4000-8000-000000000000' }, { token: p.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, failed]);
    const s = await suggest(p, { text: 'Back home', suggestedText: 'घर' });
    const markers = await post(t.app, '/api/suggestion/accept', { projectId: p.projectId, id: s.id, editedText: 'घर <1>x</1>' }, { token: p.token });
    expect([markers.status, markers.body.message]).toEqual([400, failed]);
    expect(await statusOf(s.id)).toBe('new');
    expect((await tmOf(p, 'Back home'))?.preProcessedTarget).toBe('मुख्य पृष्ठ');
    const other = await newProject();
    expect((await post(t.app, '/api/suggestion/accept', { projectId: p.projectId, id: s.id }, { token: other.token })).status).toBe(404);
    expect((await post(t.app, '/api/suggestion/accept', { projectId: other.projectId, id: s.id }, { token: other.token })).body.message).toBe(failed);
    const collaborator = await addMember(t.app, p.organisationId, 'collaborator', p.projectId, ['127.0.0.1']);
    expect((await post(t.app, '/api/suggestion/accept', { projectId: p.projectId, id: s.id }, { token: collaborator.token })).status).toBe(403);
    expect((await post(t.app, '/api/suggestion/filter', { projectId: p.projectId }, { token: collaborator.token })).status).toBe(200);
  });

  it('reject and status', async () => {
    const p = await newProject();
    const s = await suggest(p, { text: 'Back home', suggestedText: 'बकवास' });
    const inprocess = await post(t.app, '/api/suggestion/status', { projectId: p.projectId, id: s.id, status: 'inprocess' }, { token: p.token });
    expect([inprocess.body.message, inprocess.body.data.status]).toEqual(['Suggestion status updated', 'inprocess']);
    const rejected = await post(t.app, '/api/suggestion/reject', { projectId: p.projectId, id: s.id }, { token: p.token });
    expect([rejected.status, rejected.body.message, rejected.body.data.status]).toEqual([200, 'Suggestion rejected.', 'rejected']);
    expect((await tmOf(p, 'Back home'))?.preProcessedTarget).toBe('मुख्य पृष्ठ');
    const decided = await post(t.app, '/api/suggestion/status', { projectId: p.projectId, id: s.id, status: 'new' }, { token: p.token });
    expect([decided.status, decided.body.message]).toEqual([400, "Couldn't update"]);
    const unknown = await post(t.app, '/api/suggestion/reject', { projectId: p.projectId, id: '00000000-0000-4000-8000-000000000000' }, { token: p.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Unable to reject suggestion']);
  });
});

describe('suggestion/download and suggestion/upload', () => {
  it('downloads suggestionReport.csv with formula cells neutralised', async () => {
    const p = await newProject();
    await suggest(p, { text: 'Back home', suggestedText: '=HYPERLINK("http://evil.example","click")' });
    await suggest(p, { text: 'Back home', suggestedText: '+1 and "quotes", commas' });
    await suggest(p, { text: 'Back home', suggestedText: '-2' });
    await suggest(p, { text: 'Back home', suggestedText: '@SUM(A1)' });
    await suggest(p, { text: 'Back home', suggestedText: '\tTabbed' });
    const res = await csvOf(p, '/api/suggestion/download', {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="suggestionReport.csv"');
    const body = res.body.replace(/^\uFEFF/, '');
    expect(body.split('\r\n')[0]).toBe(
      'id,status,targetLang,sourceText,currentTranslation,suggestedText,count,pageUrl,createdAt,updatedAt,decision,editedText',
    );
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(body).toContain(`"'+1 and ""quotes"", commas"`);
    expect(body).toContain(`,'-2,`);
    expect(body).toContain(`,'@SUM(A1),`);
    expect(body).toContain(`,'\tTabbed,`);
    expect(body).not.toMatch(/,=|,\+|,-2|,@/);
    const onlyAccepted = await csvOf(p, '/api/suggestion/download', { status: 'accepted' });
    expect(
      onlyAccepted.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('uploads decisions: round trip of the report, and a wrong file changes nothing', async () => {
    const p = await newProject();
    const a = await suggest(p, { text: 'Back home', suggestedText: 'घर जाएँ' });
    const b = await suggest(p, { text: 'We grow mangoes since 1990.', suggestedText: 'गलत' });
    const c = await suggest(p, { text: 'We grow mangoes since 1990.', suggestedText: '=1+1' });
    const report = (await csvOf(p, '/api/suggestion/download', {})).body;
    const lines = report.split('\r\n');
    const edited = lines.map((line) => {
      if (line.startsWith(a.id)) return `${line.slice(0, -1)}accepted,`;
      if (line.startsWith(b.id)) return `${line.slice(0, -1)}rejected,`;
      return line;
    });
    const send = (content: string | Buffer, token = p.token) =>
      upload(t.app, '/api/suggestion/upload', token, [
        { name: 'projectId', value: p.projectId },
        { name: 'file', value: content, filename: 'suggestionReport.csv', contentType: 'text/csv' },
      ]);

    const wrongFiles: Array<string | Buffer> = [
      'just some text',
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      `id,verdict\n${a.id},accepted\n`,
      `id,decision\n${a.id},maybe\n`,
      `id,decision\n${a.id},accepted\n00000000-0000-4000-8000-000000000000,rejected\n`,
      `id,decision,editedText\n${a.id},accepted,"unclosed\n`,
      `id,decision,editedText\n${a.id},rejected,\n${b.id},accepted,<1>bad</1>\n`,
    ];
    for (const file of wrongFiles) {
      const res = await send(file);
      expect([res.status, res.body.message], String(file)).toEqual([400, 'Please upload a correct format']);
    }
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['new', 'new', 'new']);
    expect((await tmOf(p, 'Back home'))?.preProcessedTarget).toBe('मुख्य पृष्ठ');

    const res = await send(edited.join('\r\n'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: 1, rejected: 1, unchanged: 1 });
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual(['accepted', 'rejected', 'new']);
    expect((await tmOf(p, 'Back home'))?.preProcessedTarget).toBe('घर जाएँ');

    const withEdit = await send(`id,decision,editedText\n${c.id},accepted,'=हम आम उगाते हैं\n`);
    expect(withEdit.body.data).toEqual({ accepted: 1, rejected: 0, unchanged: 0 });
    expect((await tmOf(p, 'We grow mangoes since 1990.'))?.preProcessedTarget).toBe('=हम आम उगाते हैं');
    const other = await newProject();
    expect((await send(`id,decision\n${a.id},rejected\n`, other.token)).status).toBe(404);
  });
});

describe('feedback', () => {
  it('feedback/get pages newest first; feedback/csv/get is formula-safe', async () => {
    const p = await newProject();
    const rows = [];
    for (let i = 0; i < 3; i++) {
      const [row] = await t.app.ctx.db
        .insert(feedback)
        .values({
          projectId: p.projectId,
          pageUrl: `${site.origin}/about`,
          targetLang: 'hi',
          rating: i + 3,
          message: i === 2 ? '=cmd|calc' : `Message ${i}`,
          createdAt: new Date(Date.now() - (3 - i) * 1000),
        })
        .returning();
      rows.push(row!);
    }
    const page = await post(t.app, '/api/feedback/get', { projectId: p.projectId, pageNumber: 1, pageSize: 2 }, { token: p.token });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.feedback).toEqual([
      { id: rows[2]!.id, pageUrl: `${site.origin}/about`, targetLang: 'hi', rating: 5, message: '=cmd|calc', createdAt: rows[2]!.createdAt.toISOString() },
      { id: rows[1]!.id, pageUrl: `${site.origin}/about`, targetLang: 'hi', rating: 4, message: 'Message 1', createdAt: rows[1]!.createdAt.toISOString() },
    ]);
    const csv = await csvOf(p, '/api/feedback/csv/get', {});
    expect(csv.headers['content-disposition']).toBe('attachment; filename="feedbackReport.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,createdAt,targetLang,rating,pageUrl,message');
    expect(lines[1]).toBe(`${rows[2]!.id},${rows[2]!.createdAt.toISOString()},hi,5,${site.origin}/about,'=cmd|calc`);
    expect(lines).toHaveLength(4);
    const other = await newProject();
    expect((await call(t.app, 'POST', '/api/feedback/get', { token: other.token, body: { projectId: p.projectId } })).status).toBe(404);
  });
});
