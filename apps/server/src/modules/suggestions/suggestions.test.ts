import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renderedPages, tmRevisions } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { addMember } from '../scope/scope-test-helpers.ts';
import { useSuggestionsFixture } from './suggestions-test-helpers.ts';

const fx = useSuggestionsFixture();
const { segment, newProject, suggest, tmOf, statusOf } = fx;

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

    const all = await post(fx.app, '/api/suggestion/filter', { projectId: p.projectId, pageNumber: 1, pageSize: 10 }, { token: p.token });
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
      pageUrl: `${fx.origin}/about`,
      status: 'new',
      count: 3,
      reviewedBy: null,
      reviewedAt: null,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    });
    const ask = (body: object) => post(fx.app, '/api/suggestion/filter', { projectId: p.projectId, pageNumber: 1, pageSize: 10, ...body }, { token: p.token });
    expect((await ask({ status: 'inprocess' })).body.data.suggestions.map((s: { id: string }) => s.id)).toEqual([b.id]);
    expect((await ask({ lang: 'ta' })).body.data.suggestions.map((s: { id: string }) => s.id)).toEqual([c.id]);
    expect((await ask({ search: 'mangoes' })).body.data.suggestions.map((s: { id: string }) => s.id)).toEqual([b.id]);
    expect((await ask({ search: '100%' })).body.data.total).toBe(0);
    const page2 = await ask({ pageNumber: 2, pageSize: 2 });
    expect([page2.body.data.total, page2.body.data.suggestions.map((s: { id: string }) => s.id)]).toEqual([3, [a.id]]);
    expect((await post(fx.app, '/api/suggestion/filter', { projectId: p.projectId }, { token: other.token })).status).toBe(404);
    expect((await post(fx.app, '/api/suggestion/filter', { projectId: p.projectId })).status).toBe(401);
  });
});

describe('accept, reject, status', () => {
  it('accept writes a USER TM row with a suggestion revision, marks it accepted and refreshes the proxied page', async () => {
    const p = await newProject();
    const proxied = `/render/${p.projectId}/hi/about`;
    expect((await fx.app.inject({ method: 'GET', url: proxied })).body).toContain('मुख्य पृष्ठ');
    expect(await fx.app.ctx.db.select().from(renderedPages).where(eq(renderedPages.projectId, p.projectId))).toHaveLength(1);

    const s = await suggest(p, { text: 'Back home', suggestedText: 'घर लौटें' });
    const res = await post(fx.app, '/api/suggestion/accept', { projectId: p.projectId, id: s.id }, { token: p.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Suggestion accepted as TM');
    expect(res.body.data).toMatchObject({ id: s.id, status: 'accepted', currentTranslation: 'घर लौटें', reviewedBy: 'Test User' });
    const tm = await tmOf(p, 'Back home');
    expect(tm).toMatchObject({ preProcessedTarget: 'घर लौटें', type: 'USER', updatedBy: p.user.id });
    const revisions = await fx.app.ctx.db
      .select()
      .from(tmRevisions)
      .where(and(eq(tmRevisions.organisationId, p.organisationId), eq(tmRevisions.sourceHash, segment('Back home').sourceHash)));
    expect(revisions.map((r) => r.origin)).toContain('suggestion');
    expect(await fx.app.ctx.db.select().from(renderedPages).where(eq(renderedPages.projectId, p.projectId))).toHaveLength(0);
    const again = await fx.app.inject({ method: 'GET', url: proxied });
    expect(again.body).toContain('<a href="');
    expect(again.body).toContain('>घर लौटें</a>');

    const edited = await suggest(p, { text: 'We grow mangoes since 1990.', suggestedText: 'हम आम उगाते' });
    const withEdit = await post(
      fx.app,
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
    const unknown = await post(fx.app, '/api/suggestion/accept', { projectId: p.projectId, id: '00000000-0000-4000-8000-000000000000' }, { token: p.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, failed]);
    const s = await suggest(p, { text: 'Back home', suggestedText: 'घर' });
    const markers = await post(fx.app, '/api/suggestion/accept', { projectId: p.projectId, id: s.id, editedText: 'घर <1>x</1>' }, { token: p.token });
    expect([markers.status, markers.body.message]).toEqual([400, failed]);
    expect(await statusOf(s.id)).toBe('new');
    expect((await tmOf(p, 'Back home'))?.preProcessedTarget).toBe('मुख्य पृष्ठ');
    const other = await newProject();
    expect((await post(fx.app, '/api/suggestion/accept', { projectId: p.projectId, id: s.id }, { token: other.token })).status).toBe(404);
    expect((await post(fx.app, '/api/suggestion/accept', { projectId: other.projectId, id: s.id }, { token: other.token })).body.message).toBe(failed);
    const collaborator = await addMember(fx.app, p.organisationId, 'collaborator', p.projectId, ['127.0.0.1']);
    expect((await post(fx.app, '/api/suggestion/accept', { projectId: p.projectId, id: s.id }, { token: collaborator.token })).status).toBe(403);
    expect((await post(fx.app, '/api/suggestion/filter', { projectId: p.projectId }, { token: collaborator.token })).status).toBe(200);
  });

  it('reject and status', async () => {
    const p = await newProject();
    const s = await suggest(p, { text: 'Back home', suggestedText: 'बकवास' });
    const inprocess = await post(fx.app, '/api/suggestion/status', { projectId: p.projectId, id: s.id, status: 'inprocess' }, { token: p.token });
    expect([inprocess.body.message, inprocess.body.data.status]).toEqual(['Suggestion status updated', 'inprocess']);
    const rejected = await post(fx.app, '/api/suggestion/reject', { projectId: p.projectId, id: s.id }, { token: p.token });
    expect([rejected.status, rejected.body.message, rejected.body.data.status]).toEqual([200, 'Suggestion rejected.', 'rejected']);
    expect((await tmOf(p, 'Back home'))?.preProcessedTarget).toBe('मुख्य पृष्ठ');
    const decided = await post(fx.app, '/api/suggestion/status', { projectId: p.projectId, id: s.id, status: 'new' }, { token: p.token });
    expect([decided.status, decided.body.message]).toEqual([400, "Couldn't update"]);
    const unknown = await post(fx.app, '/api/suggestion/reject', { projectId: p.projectId, id: '00000000-0000-4000-8000-000000000000' }, { token: p.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Unable to reject suggestion']);
  });
});
