import { describe, expect, it } from 'vitest';
import { useTranslationFixtures } from '../../test/translation-fixtures.ts';
import { seedScope } from '../projects/project-test-helpers.ts';
import { PAGE_ONE, PAGE_TWO, ask, seedTranslations, seg } from './translation-test-helpers.ts';
import { classifyScript } from './mixed-content.service.ts';

const { t, f, other } = useTranslationFixtures([
  { ...PAGE_ONE[0]!, lang: 'hi', target: 'स्वागत', type: 'MACHINE' },
  { ...PAGE_ONE[2]!, lang: 'hi', target: 'संपर्क', type: 'USER' },
  { ...PAGE_ONE[3]!, lang: 'hi', target: 'मुफ्त', type: 'PBK' },
  { ...PAGE_TWO[1]!, lang: 'hi', target: 'Our story', type: 'NO_TRANSLATION_AVAILABLE' },
  { ...PAGE_ONE[0]!, lang: 'mr', target: 'स्वागत', type: 'USER', displayType: 't13n' },
]);

const call = (path: string, body: object, token = f.admin.token) => ask(t.app, token, path, { projectId: f.projectId, ...body });

describe('new content sizes: translation/fetchAllWordCount and fetchAllCharacterCount', () => {
  it('words and visible characters of segments with no TM row, per language', async () => {
    const hiNew = [PAGE_ONE[1]!, PAGE_TWO[2]!, PAGE_TWO[3]!];
    const res = await call('translation/fetchAllWordCount', {});
    expect(res.status).toBe(200);
    const hi = res.body.data.languages.find((l: { language: string }) => l.language === 'hi');
    expect(hi).toEqual({
      language: 'hi',
      segmentCount: 3,
      wordCount: hiNew.reduce((n, s) => n + s.words, 0),
      characterCount: ['Read the terms first', 'नमस्ते दोस्तों', 'Hello नमस्ते'].reduce((n, s) => n + [...s].length, 0),
    });
    expect(res.body.data.languages.find((l: { language: string }) => l.language === 'mr').segmentCount).toBe(6);
    const chars = await call('translation/fetchAllCharacterCount', { targetLang: 'hi' });
    expect(chars.body.data.languages).toEqual([hi]);
    expect(chars.body.data.totalCharacters).toBe(hi.characterCount);
    expect((await call('translation/fetchAllWordCount', { targetLang: 'ta' })).status).toBe(400);
    expect((await call('translation/fetchAllCharacterCount', { projectId: 7 })).body.type).toBe('VALIDATION_ERROR');
    expect((await call('translation/fetchAllWordCount', { projectId: other.projectId })).status).toBe(404);
  });
});

describe('translation/tm/count', () => {
  it('segments per TM type and language', async () => {
    const res = await call('translation/tm/count', {});
    expect(res.body.data.languages).toEqual([
      { language: 'hi', tmCounts: { USER: 1, MACHINE: 1, PBK: 1, NO_TRANSLATION_AVAILABLE: 1 } },
      { language: 'mr', tmCounts: { USER: 1, MACHINE: 0, PBK: 0, NO_TRANSLATION_AVAILABLE: 0 } },
    ]);
    expect((await call('translation/tm/count', { projectId: '' })).body.type).toBe('VALIDATION_ERROR');
    expect((await call('translation/tm/count', { projectId: other.projectId })).status).toBe(404);
  });
});

describe('/translation/status/wordcount', () => {
  it("one page's words of one translation type", async () => {
    const res = await call('translation/status/wordcount', { url: f.urls[0], targetLang: 'hi', translationType: 'Machine' });
    expect(res.body.data).toEqual({ url: f.urls[0], targetLang: 'hi', translationType: 'Machine', wordCount: 4, segmentCount: 1 });
    expect((await call('translation/status/wordcount', { url: f.urls[1], targetLang: 'hi', translationType: 'none' })).body.data.wordCount).toBe(4);
    expect((await call('translation/status/wordcount', { url: f.urls[1], targetLang: 'hi', translationType: 'User' })).body.data.wordCount).toBe(2);
    expect((await call('translation/status/wordcount', { url: f.urls[1], targetLang: 'hi', translationType: 'Robot' })).body.type).toBe('VALIDATION_ERROR');
    expect((await call('translation/status/wordcount', { url: 'https://nowhere.example.org/', targetLang: 'hi', translationType: 'User' })).status).toBe(404);
    expect(
      (await call('translation/status/wordcount', { projectId: other.projectId, url: other.urls[0], targetLang: 'hi', translationType: 'User' })).status,
    ).toBe(404);
  });
});

describe('mixed-script content', () => {
  it('classifies text in the target script and mixed scripts', () => {
    expect(classifyScript('नमस्ते दोस्तों', 'hi')).toBe('target');
    expect(classifyScript('Hello नमस्ते', 'hi')).toBe('mixed');
    expect(classifyScript('नमस्ते <1>दोस्तों</1>', 'mr')).toBe('target');
    expect(classifyScript('Welcome', 'hi')).toBeNull();
    expect(classifyScript('নমস্কার', 'hi')).toBeNull();
    expect(classifyScript('நன்றி 2024', 'ta')).toBe('target');
  });

  it('finds romanised Hindi and the other language of a shared script', () => {
    expect(classifyScript('Aapka order ship ho gaya hai', 'hi')).toBe('mixed');
    expect(classifyScript('Your order has shipped', 'hi')).toBeNull();
    expect(classifyScript('तुमची ऑर्डर पाठवली आहे आणि ती उद्या येईल', 'hi')).toBe('mixed');
    expect(classifyScript('तुमची ऑर्डर पाठवली आहे आणि ती उद्या येईल', 'mr')).toBe('target');
    expect(classifyScript('আপোনাৰ অৰ্ডাৰ পঠিওৱা হৈছে', 'bn')).toBe('mixed');
  });

  it('the three paths page {mixedLangContent, total}', async () => {
    for (const path of ['mixedLangContent/fetchPaginatedContent', 'analyze/new/content', 'translation/analyze/new/content']) {
      const res = await call(path, { targetLang: 'hi', pageNumber: 1, pageSize: 10 });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(2);
      expect(res.body.data.mixedLangContent.map((m: { sourceHash: string; script: string }) => [m.sourceHash, m.script])).toEqual([
        [PAGE_TWO[2]!.hash, 'target'],
        [PAGE_TWO[3]!.hash, 'mixed'],
      ]);
    }
    const second = await call('mixedLangContent/fetchPaginatedContent', { targetLang: 'hi', pageNumber: 2, pageSize: 1 });
    expect(second.body.data).toMatchObject({ total: 2, mixedLangContent: [{ script: 'mixed' }] });
    const tamil = await call('analyze/new/content', { targetLang: 'mr' });
    expect(tamil.body.data.total).toBe(2);
    expect((await call('analyze/new/content', {})).body.type).toBe('VALIDATION_ERROR');
    expect((await call('analyze/new/content', { projectId: other.projectId, targetLang: 'hi' })).status).toBe(404);
  });
});

describe('/translation/fuzzy/get', () => {
  it('similar TM rows of the organisation with a similarity percentage, never the exact row', async () => {
    const near = seg('Free delivery on all orders today');
    const far = seg('Free delivery');
    const unrelated = seg('Privacy policy and cookies');
    await seedScope(t.app, f.projectId, [{ url: `https://${f.host}/offers`, segments: [near] }]);
    // TM rows of the organisation, from any project: far and unrelated have no segment here.
    await seedTranslations(t.app, f.admin.organisationId, [
      { ...far, lang: 'hi', target: 'मुफ्त डिलीवरी', type: 'USER' },
      { ...unrelated, lang: 'hi', target: 'गोपनीयता नीति', type: 'USER' },
      { ...near, lang: 'mr', target: 'आज मोफत डिलिव्हरी', type: 'USER' },
    ]);
    const res = await call('translation/fuzzy/get', { targetLang: 'hi', sourceHash: near.hash });
    expect(res.status).toBe(200);
    const matches = res.body.data.matches;
    expect(matches.map((m: { sourceHash: string }) => m.sourceHash)).toEqual([PAGE_ONE[3]!.hash, far.hash]);
    expect(matches[0]).toMatchObject({ sourceText: 'Free delivery on all orders', preProcessedTarget: 'मुफ्त', type: 'PBK', displayType: 'translation' });
    expect(matches[0].similarity).toBeGreaterThan(matches[1].similarity);
    expect(matches[0].similarity).toBeLessThan(100);
    expect(matches[1].similarity).toBeGreaterThanOrEqual(30);
    const exact = await call('translation/fuzzy/get', { targetLang: 'hi', sourceHash: PAGE_ONE[3]!.hash, limit: 1 });
    expect(exact.body.data.matches.map((m: { sourceHash: string }) => m.sourceHash)).toEqual([far.hash]);
    expect((await call('translation/fuzzy/get', { targetLang: 'hi', sourceHash: near.hash, limit: 9 })).body.type).toBe('VALIDATION_ERROR');
    expect((await call('translation/fuzzy/get', { projectId: other.projectId, targetLang: 'hi', sourceHash: near.hash })).status).toBe(404);
    // Another organisation's project holding the same segments sees none of these rows.
    const theirs = await ask(t.app, other.admin.token, 'translation/fuzzy/get', {
      projectId: other.projectId,
      targetLang: 'hi',
      sourceHash: PAGE_ONE[3]!.hash,
    });
    expect(theirs.body.data.matches).toEqual([]);
  });
});
