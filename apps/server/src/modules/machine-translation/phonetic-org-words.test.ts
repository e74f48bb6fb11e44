import { describe, expect, it } from 'vitest';
import { translationMemory } from '../../db/schema/index.ts';
import { call, createUser, signIn } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buildOrgWordCounts, createOrgWords, orgWordBuildsSettled } from './phonetic-org-words.ts';

const s = useTestApp({}, { startWorkers: false });

const phonetic = (text: string, lang: string, token?: string) =>
  call(s.app, 'GET', `/api/transliteration/phonetic?text=${encodeURIComponent(text)}&lang=${lang}`, { token });

async function editorOfNewOrganisation() {
  const user = await createUser(s.app);
  const { token } = await signIn(s.app, user.email, user.password);
  if (!user.organisationId) throw new Error('a test user belongs to an organisation');
  return { token, organisationId: user.organisationId };
}

let hash = 0;
async function remember(organisationId: string, targetLang: string, target: string, updatedAt = new Date()) {
  await s.app.ctx.db.insert(translationMemory).values({
    organisationId,
    sourceHash: `h${++hash}`,
    targetLang,
    sourceText: 'source',
    preProcessedTarget: target,
    type: 'USER',
    updatedAt,
  });
}

describe('phonetic typing: words of the organisation’s translation memory', () => {
  it('ranks a spelling the organisation’s memory uses first once counted, for that organisation only', async () => {
    const editor = await editorOfNewOrganisation();
    const other = await editorOfNewOrganisation();
    // ज़ोमातो is in no list: without the memory the lenient reading ज़ोमतो ranks first.
    await remember(editor.organisationId, 'hi', '<1>ज़ोमातो</1> से ऑर्डर करें');
    await remember(editor.organisationId, 'hi', 'ज़ोमातो पर {0} ऑफ़र');

    // The first request schedules the count and answers without it: it never waits for the build.
    const first = await phonetic('zomato', 'hi', editor.token);
    expect(first.status).toBe(200);
    expect(first.body.data.text).toBe('ज़ोमतो');
    expect(first.body.data.suggestions).toContain('ज़ोमातो');

    await phonetic('zomato', 'hi', other.token);
    await orgWordBuildsSettled();
    expect((await phonetic('zomato', 'hi', editor.token)).body.data.text).toBe('ज़ोमातो');
    expect((await phonetic('zomato', 'hi', other.token)).body.data.text).toBe('ज़ोमतो');
    // Anonymous callers (the customer's site keyboard) get the shared ranking.
    expect((await phonetic('zomato', 'hi')).body.data.text).toBe('ज़ोमतो');
  });

  it('counts only the newest rows of the pair, strips segment markers and keeps the most-used words', async () => {
    const { organisationId } = await editorOfNewOrganisation();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await remember(organisationId, 'hi', 'पुराना शब्द', day(1));
    await remember(organisationId, 'hi', '<b>नया</b> शब्द', day(2));
    await remember(organisationId, 'hi', 'नया {name} पाठ', day(3));
    await remember(organisationId, 'mr', 'मराठी शब्द', day(4));

    const newest = await buildOrgWordCounts(s.app.ctx.db, organisationId, 'hi', { rowLimit: 2 });
    expect(Object.fromEntries(newest)).toEqual({ नया: 2, शब्द: 1, पाठ: 1 });
    const top = await buildOrgWordCounts(s.app.ctx.db, organisationId, 'hi', { maxWords: 2 });
    expect(Object.fromEntries(top)).toEqual({ शब्द: 2, नया: 2 });
  });

  it('keeps counts per pair for the TTL, rebuilding behind the old counts, and drops the least recently asked pair', async () => {
    const { organisationId } = await editorOfNewOrganisation();
    await remember(organisationId, 'hi', 'पहला');
    await remember(organisationId, 'mr', 'दुसरा');
    let clock = 0;
    const words = createOrgWords(s.app.ctx.db, { ttlMs: 1_000, maxPairs: 1, now: () => clock });

    expect(words.find(organisationId, 'hi')).toBeUndefined();
    await orgWordBuildsSettled();
    expect(words.find(organisationId, 'hi')?.get('पहला')).toBe(1);

    await remember(organisationId, 'hi', 'पहला दूसरा');
    clock = 1_001;
    // Expired: answered from the old counts while the new ones are built.
    expect(words.find(organisationId, 'hi')?.get('पहला')).toBe(1);
    await orgWordBuildsSettled();
    expect(words.find(organisationId, 'hi')?.get('पहला')).toBe(2);

    expect(words.find(organisationId, 'mr')).toBeUndefined();
    await orgWordBuildsSettled();
    expect(words.find(organisationId, 'mr')?.get('दुसरा')).toBe(1);
    expect(words.find(organisationId, 'hi')).toBeUndefined();
    await orgWordBuildsSettled();
  });
});
