import { BAND_RATES, NO_NEW_CONTENT_MESSAGE } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { queryRows } from '../projects/project-counts.ts';
import { seedTranslations } from '../translation/translation-test-helpers.ts';
import { api, createManualFixture, HOME, seg } from './manual-test-helpers.ts';

const s = useTestApp();

describe('manual translation analysis and quote', () => {
  it('splits words into bands and prices them for the pipeline', async () => {
    const f = await createManualFixture(s.app);
    const org = f.manager.organisationId;
    const fuzzySource = 'Our story began in 1991';
    await seedTranslations(s.app, org, [
      { ...HOME[0]!, lang: 'hi', target: 'हमारी दुकान में स्वागत है', type: 'PBK' },
      // Same words, other case and punctuation: a 100 % match against human memory.
      { ...seg('free delivery on all orders!'), lang: 'hi', target: 'सभी ऑर्डर पर मुफ्त डिलीवरी', type: 'USER' },
      { ...seg(fuzzySource), lang: 'hi', target: 'हमारी कहानी 1991 में शुरू हुई', type: 'USER' },
      // Machine output is no memory match: it does not lower the price.
      { ...seg('Read the terms first!'), lang: 'hi', target: 'x', type: 'MACHINE' },
    ]);
    const [{ score }] = (await queryRows<{ score: number }>(
      s.app.ctx.db,
      sql`select similarity('Our story began in 1990', ${fuzzySource})::float8 as score`,
    )) as [{ score: number }];
    const fuzzyBand = score >= 0.95 ? 'fuzzy95' : score >= 0.85 ? 'fuzzy85' : score >= 0.75 ? 'fuzzy75' : 'new';

    const res = await api(s.app, f.manager, 'apiTransation/manualTranslation/analyzeWordCount/get', {
      projectId: f.projectId,
      targetLangs: ['hi'],
      pipeline: 'translationProofreading',
    });
    expect(res.status).toBe(200);
    const { unitPrice, languages, totalAmount } = res.body.data;
    expect(unitPrice).toBe(1.5);
    const bands = Object.fromEntries(languages[0].bands.map((b: { band: string }) => [b.band, b]));
    expect(bands.human).toMatchObject({ segments: 1, units: 4, amount: 0 });
    expect(bands.exact).toMatchObject({ segments: 1, units: 5 });
    expect(bands.repetition).toMatchObject({ segments: 1, units: 2, amount: 0 });
    // New: "Contact us" (2), "Read the terms first" (4), the CJK line in characters (4), plus the 1990 line unless fuzzy.
    const fuzzyUnits = fuzzyBand === 'new' ? 0 : 5;
    expect(bands.new.units).toBe(2 + 4 + 4 + (5 - fuzzyUnits));
    if (fuzzyBand !== 'new') expect(bands[fuzzyBand].units).toBe(5);
    const expected = Object.values(bands).reduce(
      (n: number, b) => n + (b as { units: number }).units * BAND_RATES[(b as { band: keyof typeof BAND_RATES }).band] * 1.5,
      0,
    );
    expect(totalAmount).toBeCloseTo(expected, 2);
    expect(languages[0]).toMatchObject({ sentSegments: 5, totalUnits: 4 + 5 + 2 + 2 + 4 + 4 + 5 });
  });

  it('counts only the pages named, and refuses a request with nothing new', async () => {
    const f = await createManualFixture(s.app);
    const about = await api(s.app, f.manager, 'apiTransation/manualTranslation/analyzeWordCount/get', {
      projectId: f.projectId,
      targetLangs: ['mr'],
      urls: [f.urls[1]],
      pipeline: 'translation',
    });
    expect(about.body.data.languages[0].sentSegments).toBe(3);
    expect(about.body.data.totalAmount).toBe(2 + 4 + 4);
    await seedTranslations(
      s.app,
      f.manager.organisationId,
      HOME.map((h) => ({ ...h, lang: 'mr', target: `mr ${h.text}`, type: 'PBK' as const })),
    );
    const none = await api(s.app, f.manager, 'manual-translation/request', {
      projectId: f.projectId,
      targetLangs: ['mr'],
      urls: [f.urls[0]],
      pipeline: 'translation',
    });
    expect([none.status, none.body.type, none.body.message]).toEqual([400, 'NO_NEW_CONTENT', NO_NEW_CONTENT_MESSAGE]);
    const wrongLang = await api(s.app, f.manager, 'manual-translation/request', { projectId: f.projectId, targetLangs: ['ta'], pipeline: 'translation' });
    expect(wrongLang.status).toBe(400);
  });
});
