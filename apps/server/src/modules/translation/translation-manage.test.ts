import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectDomains, projects, segments, tmRevisions, translationMemory } from '../../db/schema/index.ts';
import { useTranslationFixtures } from '../../test/translation-fixtures.ts';
import { createTestProject, seedScope, uniqueSite } from '../projects/project-test-helpers.ts';
import { addMember } from '../scope/scope-test-helpers.ts';
import { findTranslations } from '../translation-memory/tm-store.ts';
import { PAGE_ONE, PAGE_TWO, ask, createFixture, seedTranslations } from './translation-test-helpers.ts';

const { t, f, other } = useTranslationFixtures();

const call = (path: string, body: object, token = f.admin.token) => ask(t.app, token, path, { projectId: f.projectId, ...body });
const hashes = (...segs: { hash: string }[]) => segs.map((s) => s.hash);

describe('translation/replace', () => {
  it('replaces in current targets, keeps types, records revisions and answers the spec messages', async () => {
    const [welcome, terms, contact, free] = PAGE_ONE as [(typeof PAGE_ONE)[0], (typeof PAGE_ONE)[0], (typeof PAGE_ONE)[0], (typeof PAGE_ONE)[0]];
    await seedTranslations(t.app, f.admin.organisationId, [
      { ...welcome, lang: 'hi', target: 'Lipi दुकान में स्वागत', type: 'MACHINE' },
      { ...terms, lang: 'hi', target: 'पहले <1>LIPI की शर्तें</1> पढ़ें', type: 'PBK' },
      { ...contact, lang: 'hi', target: 'संपर्क करें', type: 'USER' },
      { ...free, lang: 'mr', target: 'Lipi मोफत डिलिव्हरी', type: 'MACHINE' },
    ]);
    const res = await call('translation/replace', { targetLang: 'hi', find: 'lipi', replace: 'लिपि' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Text replaced in 2 tm successfully' });
    expect(res.body.data.sourceHashes.sort()).toEqual(hashes(welcome, terms).sort());
    const rows = await findTranslations(t.app.ctx.db, f.admin.organisationId, 'hi', hashes(welcome, terms, contact));
    expect(rows.get(welcome.hash)).toMatchObject({ preProcessedTarget: 'लिपि दुकान में स्वागत', type: 'MACHINE' });
    expect(rows.get(terms.hash)).toMatchObject({ preProcessedTarget: 'पहले <1>लिपि की शर्तें</1> पढ़ें', type: 'PBK' });
    const [mr] = [...(await findTranslations(t.app.ctx.db, f.admin.organisationId, 'mr', hashes(free))).values()];
    expect(mr?.preProcessedTarget).toBe('Lipi मोफत डिलिव्हरी');
    const revisions = await t.app.ctx.db
      .select()
      .from(tmRevisions)
      .where(and(eq(tmRevisions.sourceHash, welcome.hash), eq(tmRevisions.origin, 'replace')));
    expect(revisions).toHaveLength(1);

    const none = await call('translation/replace', { targetLang: 'hi', find: 'Lipi', replace: 'x', matchCase: true });
    expect(none.body).toMatchObject({ success: true, message: 'No Strings found to replace!', data: { replaced: 0 } });
    const only = await call('translation/replace', { targetLang: 'mr', find: 'Lipi', replace: 'लिपी', matchCase: true, sourceHashes: hashes(welcome) });
    expect(only.body.data.replaced).toBe(0);
  });

  it('refuses a replace that would break markers, changing nothing', async () => {
    const res = await call('translation/replace', { targetLang: 'hi', find: '</1>', replace: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This replace would change the tags of a translation; nothing was replaced');
    const row = (await findTranslations(t.app.ctx.db, f.admin.organisationId, 'hi', hashes(PAGE_ONE[1]!))).get(PAGE_ONE[1]!.hash);
    expect(row?.preProcessedTarget).toBe('पहले <1>लिपि की शर्तें</1> पढ़ें');
  });

  it('validation, other organisations and roles without translation.manage', async () => {
    expect((await call('translation/replace', { targetLang: 'hi', find: '' })).body.type).toBe('VALIDATION_ERROR');
    expect((await call('translation/replace', { projectId: other.projectId, targetLang: 'hi', find: 'a', replace: 'b' })).status).toBe(404);
    const collaborator = await addMember(t.app, f.admin.organisationId, 'collaborator', f.projectId, [f.host]);
    const denied = await call('translation/replace', { targetLang: 'hi', find: 'a', replace: 'b' }, collaborator.token);
    expect(denied.status).toBe(403);
    expect(denied.body.success).toBe(false);
  });
});

describe('translation/languageDeletion', () => {
  it('removes the language and its TM rows, except rows another project of the organisation still uses', async () => {
    const fixture = await createFixture(t.app);
    const org = fixture.admin.organisationId;
    // A second project of the organisation shares 'Contact us' and has Marathi too.
    const sibling = await createTestProject(t.app, fixture.admin, { url: `https://${uniqueSite('sib')}/`, languages: ['mr'] });
    await seedScope(t.app, sibling, [{ url: `https://${uniqueSite('sibpage')}/`, segments: [PAGE_ONE[2]!] }]);
    await seedTranslations(t.app, org, [
      { ...PAGE_ONE[0]!, lang: 'mr', target: 'स्वागत', type: 'MACHINE' },
      { ...PAGE_ONE[2]!, lang: 'mr', target: 'संपर्क साधा', type: 'USER' },
      { ...PAGE_ONE[0]!, lang: 'hi', target: 'स्वागत है', type: 'MACHINE' },
    ]);
    const res = await ask(t.app, fixture.admin.token, 'translation/languageDeletion', { projectId: fixture.projectId, targetLang: 'mr' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deletedTm: 1, languages: ['hi'] });
    const mr = await findTranslations(t.app.ctx.db, org, 'mr', hashes(PAGE_ONE[0]!, PAGE_ONE[2]!));
    expect([...mr.keys()]).toEqual([PAGE_ONE[2]!.hash]);
    expect((await findTranslations(t.app.ctx.db, org, 'hi', hashes(PAGE_ONE[0]!))).size).toBe(1);
    const [project] = await t.app.ctx.db.select().from(projects).where(eq(projects.id, fixture.projectId));
    expect(project!.languages).toEqual(['hi']);
    const domains = await t.app.ctx.db.select().from(projectDomains).where(eq(projectDomains.projectId, fixture.projectId));
    expect(domains.every((d) => !d.languages.includes('mr'))).toBe(true);
    expect(
      (await ask(t.app, fixture.admin.token, 'translation/counts', { projectId: fixture.projectId })).body.data.languages.map(
        (l: { language: string }) => l.language,
      ),
    ).toEqual(['hi']);

    const last = await ask(t.app, fixture.admin.token, 'translation/languageDeletion', { projectId: fixture.projectId, targetLang: 'hi' });
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('A project needs at least one language');
    expect((await ask(t.app, fixture.admin.token, 'translation/languageDeletion', { projectId: fixture.projectId, targetLang: 'mr' })).status).toBe(400);
    expect((await ask(t.app, fixture.admin.token, 'translation/languageDeletion', { projectId: fixture.projectId })).body.type).toBe('VALIDATION_ERROR');
    expect((await ask(t.app, fixture.admin.token, 'translation/languageDeletion', { projectId: other.projectId, targetLang: 'mr' })).status).toBe(404);
    const translator = await addMember(t.app, org, 'collaborator', fixture.projectId, [fixture.host]);
    expect((await ask(t.app, translator.token, 'translation/languageDeletion', { projectId: fixture.projectId, targetLang: 'hi' })).status).toBe(403);
    // Other organisations' rows for the same segments are never touched.
    expect((await t.app.ctx.db.select().from(segments).where(eq(segments.projectId, other.projectId))).length).toBe(7);
    expect(await t.app.ctx.db.select().from(translationMemory).where(eq(translationMemory.organisationId, other.admin.organisationId))).toEqual([]);
  });
});

describe('translation/newContent/view', () => {
  it('pages the segments with no TM row; none left answers the spec message', async () => {
    const fixture = await createFixture(t.app);
    await seedTranslations(t.app, fixture.admin.organisationId, [{ ...PAGE_TWO[1]!, lang: 'hi', target: 'कहानी', type: 'NO_TRANSLATION_AVAILABLE' }]);
    const res = await ask(t.app, fixture.admin.token, 'translation/newContent/view', {
      projectId: fixture.projectId,
      targetLang: 'hi',
      pageNumber: 1,
      pageSize: 4,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(6);
    expect(res.body.data.segments).toHaveLength(4);
    expect(Object.keys(res.body.data.segments[0]).sort()).toEqual(['kind', 'sourceHash', 'sourceText', 'wordCount']);
    await seedTranslations(
      t.app,
      fixture.admin.organisationId,
      [...PAGE_ONE, ...PAGE_TWO].map((s) => ({ ...s, lang: 'hi', target: 'अनुवाद', type: 'MACHINE' as const })),
    );
    const done = await ask(t.app, fixture.admin.token, 'translation/newContent/view', { projectId: fixture.projectId, targetLang: 'hi' });
    expect(done.body).toMatchObject({
      success: true,
      message: 'Currently, there is no new content available for translation.',
      data: { total: 0, segments: [] },
    });
    expect((await ask(t.app, fixture.admin.token, 'translation/newContent/view', { projectId: fixture.projectId })).body.type).toBe('VALIDATION_ERROR');
    expect((await ask(t.app, fixture.admin.token, 'translation/newContent/view', { projectId: f.projectId, targetLang: 'hi' })).status).toBe(404);
  });
});
