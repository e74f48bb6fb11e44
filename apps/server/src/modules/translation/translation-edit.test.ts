import { describe, expect, it } from 'vitest';
import { glossaryTerms } from '../../db/schema/index.ts';
import { useTranslationFixtures } from '../../test/translation-fixtures.ts';
import { PAGE_ONE, PAGE_TWO, ask, createFixture, seedTranslations } from './translation-test-helpers.ts';

const { t, f, other } = useTranslationFixtures();

const call = (path: string, body: object, token = f.admin.token) => ask(t.app, token, path, { projectId: f.projectId, ...body });
const counts = async (lang = 'hi', body: object = {}) =>
  (await call('translation/counts', body)).body.data.languages.find((l: { language: string }) => l.language === lang);

describe('/translation/user/update', () => {
  it('saves as USER, names the editor and returns QA warnings with the saved row', async () => {
    const contact = PAGE_ONE[2]!;
    const res = await call('translation/user/update', {
      targetLang: 'hi',
      sourceHash: contact.hash,
      preProcessedTarget: 'संपर्क करें',
      displayType: 'translation',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.translation).toMatchObject({
      sourceHash: contact.hash,
      targetLang: 'hi',
      preProcessedTarget: 'संपर्क करें',
      type: 'USER',
      displayType: 'translation',
      updatedBy: 'organisationAdmin user',
    });
    expect(res.body.data.warnings).toEqual([]);
    expect(res.body.message).toBe('Translation saved');
    const story = PAGE_TWO[1]!;
    const warned = await call('translation/user/update', {
      targetLang: 'hi',
      sourceHash: story.hash,
      preProcessedTarget: 'हमारी कहानी शुरू हुई',
      displayType: 'translation',
    });
    expect(warned.status).toBe(200);
    expect(warned.body.data.warnings.map((w: { code: string }) => w.code)).toContain('NUMBER_MISSING');
    expect(warned.body.message).toMatch(/^Translation saved with \d+ warnings?$/);
    const listed = await call('translation/dashboard/get', { targetLang: 'hi', search: 'story' });
    expect(listed.body.data.rows[0].translation.preProcessedTarget).toBe('हमारी कहानी शुरू हुई');
  });

  it('checks glossary terms of the project', async () => {
    await t.app.ctx.db.insert(glossaryTerms).values({ projectId: f.projectId, term: 'shop', rule: 'never', translations: {} });
    const welcome = PAGE_ONE[0]!;
    const res = await call('translation/user/update', {
      targetLang: 'mr',
      sourceHash: welcome.hash,
      preProcessedTarget: 'आमच्या दुकानात स्वागत आहे',
      displayType: 'translation',
    });
    expect(res.body.data.warnings.map((w: { code: string }) => w.code)).toContain('GLOSSARY_NOT_KEPT');
  });

  it('refuses a target whose markers differ from the source, saving nothing', async () => {
    const terms = PAGE_ONE[1]!;
    for (const target of ['पहले शर्तें पढ़ें', 'पहले <1>शर्तें पढ़ें', 'पहले <2>शर्तें</2> पढ़ें', 'पहले <1>शर्तें</1> <1>पढ़ें</1>']) {
      const res = await call('translation/user/update', { targetLang: 'hi', sourceHash: terms.hash, preProcessedTarget: target, displayType: 'translation' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`The translation must keep the tags of the source text ({1}, <1>…</1>) exactly once each`);
    }
    const row = (await call('translation/dashboard/get', { targetLang: 'hi', search: 'terms' })).body.data.rows[0];
    expect(row.translation).toBeNull();
    const okRes = await call('translation/user/update', {
      targetLang: 'hi',
      sourceHash: terms.hash,
      preProcessedTarget: 'पहले <1>शर्तें</1> पढ़ें',
      displayType: 'translation',
    });
    expect(okRes.status).toBe(200);
  });

  it('validation, unknown segment, language and other organisations', async () => {
    const bad = await call('translation/user/update', { targetLang: 'hi', sourceHash: PAGE_ONE[0]!.hash, displayType: 'sideways' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, type: 'VALIDATION_ERROR' });
    const empty = await call('translation/user/update', { targetLang: 'hi', sourceHash: PAGE_ONE[0]!.hash, preProcessedTarget: '   ' });
    expect(empty.body).toMatchObject({ success: false, type: 'VALIDATION_ERROR', message: 'Please enter a translation' });
    expect((await call('translation/user/update', { targetLang: 'hi', sourceHash: 'ffffffffffffffff', preProcessedTarget: 'x' })).status).toBe(404);
    expect((await call('translation/user/update', { targetLang: 'ta', sourceHash: PAGE_ONE[0]!.hash, preProcessedTarget: 'x' })).status).toBe(400);
    const foreign = await call('translation/user/update', {
      projectId: other.projectId,
      targetLang: 'hi',
      sourceHash: PAGE_ONE[0]!.hash,
      preProcessedTarget: 'x',
    });
    expect(foreign.status).toBe(404);
    // The segment exists in the other organisation's project too; its TM is untouched.
    const theirs = await ask(t.app, other.admin.token, 'translation/dashboard/get', { projectId: other.projectId, targetLang: 'hi', search: 'shop' });
    expect(theirs.body.data.rows[0].translation).toBeNull();
  });
});

describe('/translation/counts', () => {
  it('moves words from MACHINE to USER when a machine translation is edited by hand', async () => {
    const free = PAGE_ONE[3]!;
    await seedTranslations(t.app, f.admin.organisationId, [{ ...free, lang: 'hi', target: 'मुफ्त डिलीवरी', type: 'MACHINE' }]);
    const before = await counts();
    const res = await call('translation/user/update', {
      targetLang: 'hi',
      sourceHash: free.hash,
      preProcessedTarget: 'सभी ऑर्डर पर मुफ्त डिलीवरी',
      displayType: 'translation',
    });
    expect(res.status).toBe(200);
    const after = await counts();
    expect(after.translatedByType.MACHINE).toBe(before.translatedByType.MACHINE - free.words);
    expect(after.translatedByType.USER).toBe(before.translatedByType.USER + free.words);
    expect(after.translatedSegmentsByType.USER).toBe(before.translatedSegmentsByType.USER + 1);
    expect(after.translatedWordCount).toBe(before.translatedWordCount);
    expect(after.totalWordCount).toBe(before.totalWordCount);
  });

  it('counts per language and per URL: new, translated by type, transliterated, no translation', async () => {
    const fresh = await createFixture(t.app);
    await seedTranslations(t.app, fresh.admin.organisationId, [
      { ...PAGE_ONE[0]!, lang: 'hi', target: 'स्वागत', type: 'MACHINE' },
      { ...PAGE_ONE[2]!, lang: 'hi', target: 'कॉन्टैक्ट अस', type: 'USER', displayType: 't13n' },
      { ...PAGE_TWO[1]!, lang: 'hi', target: 'Our story began in 1990', type: 'NO_TRANSLATION_AVAILABLE' },
      { ...PAGE_ONE[3]!, lang: 'mr', target: 'मोफत डिलिव्हरी', type: 'PBK' },
    ]);
    const res = await ask(t.app, fresh.admin.token, 'translation/counts', { projectId: fresh.projectId });
    expect(res.status).toBe(200);
    const [hi, mr] = res.body.data.languages;
    const all = [...PAGE_ONE, ...PAGE_TWO.slice(1)].reduce((n, s) => n + s.words, 0);
    expect(hi).toMatchObject({
      language: 'hi',
      totalWordCount: all,
      totalSegmentCount: 7,
      translatedByType: { MACHINE: 4, USER: 0, PBK: 0 },
      transliteratedWordCount: 2,
      transliteratedSegmentCount: 1,
      noTranslationWordCount: 5,
      newContentSegmentCount: 4,
      newContentWordCount: all - 4 - 2 - 5,
    });
    expect(mr).toMatchObject({ language: 'mr', translatedByType: { MACHINE: 0, USER: 0, PBK: 5 }, newContentSegmentCount: 6 });
    const page = await ask(t.app, fresh.admin.token, 'translation/counts', { projectId: fresh.projectId, url: fresh.urls[1] });
    expect(page.body.data.languages[0]).toMatchObject({ totalSegmentCount: 4, transliteratedWordCount: 2, noTranslationWordCount: 5, translatedWordCount: 0 });
    expect((await ask(t.app, fresh.admin.token, 'translation/counts', { projectId: f.projectId })).status).toBe(404);
    expect((await ask(t.app, fresh.admin.token, 'translation/counts', {})).body.type).toBe('VALIDATION_ERROR');
  });
});

describe('translation/toggle/transliteration/type', () => {
  it('flips a row between translation and t13n, moving its words', async () => {
    const welcome = PAGE_ONE[0]!;
    await seedTranslations(t.app, f.admin.organisationId, [{ ...welcome, lang: 'hi', target: 'वेलकम टू आवर शॉप', type: 'MACHINE' }]);
    const before = await counts();
    const res = await call('translation/toggle/transliteration/type', { targetLang: 'hi', sourceHash: welcome.hash, displayType: 't13n' });
    expect(res.status).toBe(200);
    expect(res.body.data.translation).toMatchObject({ displayType: 't13n', type: 'MACHINE', preProcessedTarget: 'वेलकम टू आवर शॉप' });
    const after = await counts();
    expect(after.transliteratedWordCount).toBe(before.transliteratedWordCount + welcome.words);
    expect(after.translatedByType.MACHINE).toBe(before.translatedByType.MACHINE - welcome.words);
    const missing = await call('translation/toggle/transliteration/type', { targetLang: 'mr', sourceHash: PAGE_TWO[2]!.hash, displayType: 't13n' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This segment has no translation in this language yet');
    expect((await call('translation/toggle/transliteration/type', { targetLang: 'hi', sourceHash: welcome.hash })).body.type).toBe('VALIDATION_ERROR');
    expect(
      (await call('translation/toggle/transliteration/type', { projectId: other.projectId, targetLang: 'hi', sourceHash: welcome.hash, displayType: 't13n' }))
        .status,
    ).toBe(404);
  });
});

describe('TM revisions', () => {
  it('create snapshots the current rows of the languages; list pages the history newest first', async () => {
    const contact = PAGE_ONE[2]!;
    await call('translation/user/update', { targetLang: 'hi', sourceHash: contact.hash, preProcessedTarget: 'हमसे संपर्क करें' });
    await call('translation/user/update', { targetLang: 'mr', sourceHash: contact.hash, preProcessedTarget: 'संपर्क साधा' });
    const created = await call('translation/revision/create', { languages: ['hi', 'mr'], sourceHash: contact.hash });
    expect(created.status).toBe(200);
    expect(created.body.data.created).toBe(2);
    const list = await call('translation/revision/list', { targetLang: 'hi', sourceHash: contact.hash });
    expect(list.status).toBe(200);
    const origins = list.body.data.tmRevisions.map((r: { origin: string }) => r.origin);
    expect(origins).toContain('revision');
    expect(origins.filter((o: string) => o === 'user')).toHaveLength(2);
    expect(list.body.data.total).toBe(3);
    expect(Object.keys(list.body.data.tmRevisions[0]).sort()).toEqual(['createdAt', 'createdBy', 'displayType', 'id', 'origin', 'preProcessedTarget', 'type']);
    const paged = await call('translation/revision/list', { targetLang: 'hi', sourceHash: contact.hash, pageNumber: 2, pageSize: 2 });
    expect(paged.body.data).toMatchObject({ total: 3 });
    expect(paged.body.data.tmRevisions).toHaveLength(1);
  });

  it('failures answer the spec messages', async () => {
    const nothing = await call('translation/revision/create', { languages: ['mr'], sourceHash: PAGE_TWO[3]!.hash });
    expect(nothing.body).toMatchObject({ success: false, message: 'Unable to create TM Revision' });
    const foreignSegment = await call('translation/revision/list', { targetLang: 'hi', sourceHash: 'ffffffffffffffff' });
    expect(foreignSegment.body).toMatchObject({ success: false, message: 'Unable to fetch TM Revision' });
    expect((await call('translation/revision/create', { languages: [], sourceHash: PAGE_ONE[0]!.hash })).body.type).toBe('VALIDATION_ERROR');
    expect((await call('translation/revision/create', { languages: ['ta'], sourceHash: PAGE_ONE[0]!.hash })).status).toBe(400);
    expect((await call('translation/revision/list', { projectId: other.projectId, targetLang: 'hi', sourceHash: PAGE_ONE[0]!.hash })).status).toBe(404);
    expect((await call('translation/revision/create', { projectId: other.projectId, languages: ['hi'], sourceHash: PAGE_ONE[0]!.hash })).status).toBe(404);
  });
});
