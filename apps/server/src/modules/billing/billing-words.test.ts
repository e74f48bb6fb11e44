import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations, topupBalances, wordUsage } from '../../db/schema/index.ts';
import { call } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { applyNmt, createMtApp, createMtProject, startFakeLibre, type FakeLibre } from '../machine-translation/mt-test-helpers.ts';
import { createOrg } from '../projects/project-test-helpers.ts';
import { monthOf } from './usage.ts';
import { spendWords, wordsUsed } from './words.ts';

let libre: FakeLibre;
let t: TestApp;
beforeAll(async () => {
  libre = await startFakeLibre();
  t = await createMtApp(libre.url);
});
afterAll(async () => {
  await t?.close();
  await libre?.close();
});

const month = () => monthOf(t.app.ctx.clock.now());
const useWords = (organisationId: string, words: number) => t.app.ctx.db.insert(wordUsage).values({ organisationId, month: month(), words });

describe('words allowance (starter: 50,000 words a month)', () => {
  it('exactly at the allowance is allowed, one over refused with WORDS_EXHAUSTED, then top-ups are spent', async () => {
    const org = await createOrg(t.app, 'starter');
    await useWords(org, 49_000);
    await expect(spendWords(t.app.ctx, null, org, 1_000)).resolves.toBeUndefined();
    const over = spendWords(t.app.ctx, null, org, 1);
    await expect(over).rejects.toMatchObject({
      code: 'WORDS_EXHAUSTED',
      message: expect.stringContaining('This needs 1 words; your plan and word top-ups have 0 left'),
    });
    await t.app.ctx.db.insert(topupBalances).values({ organisationId: org, kind: 'words', bought: 10 });
    await expect(spendWords(t.app.ctx, null, org, 10)).resolves.toBeUndefined();
    const [balance] = await t.app.ctx.db.select().from(topupBalances).where(eq(topupBalances.organisationId, org));
    expect(balance).toMatchObject({ bought: 10, spent: 10 });
    expect(await wordsUsed(t.app.ctx.db, org, month())).toBe(50_010);
  });

  it('two runs started together never both spend the last words', async () => {
    const org = await createOrg(t.app, 'starter');
    await useWords(org, 49_000);
    const results = await Promise.allSettled([spendWords(t.app.ctx, null, org, 600), spendWords(t.app.ctx, null, org, 600)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await wordsUsed(t.app.ctx.db, org, month())).toBe(49_600);
    // Many small runs at once: exactly as many as fit.
    const many = await Promise.allSettled(Array.from({ length: 8 }, () => spendWords(t.app.ctx, null, org, 100)));
    expect(many.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(await wordsUsed(t.app.ctx.db, org, month())).toBe(50_000);
  });

  it('a machine-translation run beyond the words left is refused up front in the envelope; the usage shows the words spent', async () => {
    const { owner, projectId } = await createMtProject(t.app, [
      {
        segments: [
          { hash: 'w1', text: 'Welcome to our shop' },
          { hash: 'w2', text: 'Fresh bread daily' },
        ],
      },
    ]);
    await t.app.ctx.db.update(organisations).set({ plan: 'starter' }).where(eq(organisations.id, owner.organisationId));
    await useWords(owner.organisationId, 49_995);
    const refused = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'libretranslate' });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ success: false, type: 'WORDS_EXHAUSTED', message: expect.stringContaining('This needs 7 words') });
    expect(libre.calls).toHaveLength(0);

    await t.app.ctx.db.update(wordUsage).set({ words: 49_993 }).where(eq(wordUsage.organisationId, owner.organisationId));
    const started = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi', nmtService: 'libretranslate' });
    expect(started.body.success, started.body.message).toBe(true);
    const usage = await call(t.app, 'GET', '/api/transaction/usage', { token: owner.token });
    expect(usage.body.data.usage.words).toEqual({ used: 50_000, limit: 50_000, topup: 0 });
  });
});
