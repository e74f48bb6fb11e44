import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationMemory } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clearPublicCaches } from '../public/public-cache.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';
import { forgetProxyTargets } from './proxy-target-cache.ts';
import { hindiWrites, newRenderProject, startRenderSite, type RenderSite } from './render-test-site.ts';
import { findPageTranslations } from './tm-lookup.ts';
import { TM_MEMORY_MAX_AGE_MS, lookupPageTranslations } from './tm-memory.ts';

let site: RenderSite;
let t: TestApp;
const clock = manualClock(new Date(Date.now() + 60_000));

/** A project whose pages are rendered on every visit (cache off), so each visit reads the translations. */
async function newProject() {
  const project = await newRenderProject(t, site, { cacheOff: true });
  forgetProxyTargets();
  return project;
}

const backHome = () => hindiWrites().find((w) => w.sourceText === 'Back home')!;
const about = (projectId: string) => t.app.inject({ method: 'GET', url: `/render/${projectId}/hi/about` });

beforeAll(async () => {
  site = await startRenderSite();
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false, clock });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('translations in memory for the proxy', () => {
  it('serves an edited translation on the very next render', async () => {
    const p = await newProject();
    expect((await about(p.projectId)).body).toContain('मुख्य पृष्ठ');
    expect((await about(p.projectId)).body).toContain('मुख्य पृष्ठ');

    // Edited through this instance: the app's one TM write path.
    await writeTranslations(t.app.ctx.db, p.organisationId, [{ ...backHome(), preProcessedTarget: 'घर वापस' }], { keepHuman: false });
    const edited = await about(p.projectId);
    expect(edited.headers['x-lipi-cache']).toBe('OFF');
    expect(edited.body).toContain('घर वापस');
    expect(edited.body).not.toContain('मुख्य पृष्ठ');

    // Edited through another instance: written straight to the table, this process is not told.
    await t.app.ctx.db
      .update(translationMemory)
      .set({ preProcessedTarget: 'वापस घर चलें', updatedAt: new Date() })
      .where(and(eq(translationMemory.organisationId, p.organisationId), eq(translationMemory.sourceHash, backHome().sourceHash)));
    expect((await about(p.projectId)).body).toContain('वापस घर चलें');

    // Marked as having no translation: the source text shows again.
    await writeTranslations(t.app.ctx.db, p.organisationId, [{ ...backHome(), type: 'NO_TRANSLATION_AVAILABLE' }], { keepHuman: false });
    const none = await about(p.projectId);
    expect(none.body).not.toContain('वापस घर चलें');
    expect(none.body).toContain('Back home');
  });

  it('forgets a deleted translation at once through this instance, and within the memory’s age through another', async () => {
    const p = await newProject();
    const db = t.app.ctx.db;
    const { sourceHash } = backHome();
    const lookup = () => lookupPageTranslations(db, p.organisationId, 'hi', [sourceHash], clock.now().getTime());
    expect((await lookup()).get(sourceHash)).toBe('मुख्य पृष्ठ');
    const remove = () =>
      db
        .delete(translationMemory)
        .where(and(eq(translationMemory.organisationId, p.organisationId), eq(translationMemory.sourceHash, sourceHash)))
        .returning();

    // Another instance deletes the row: a delete moves no updated_at, so the memory holds it for its age.
    expect(await remove()).toHaveLength(1);
    expect((await lookup()).get(sourceHash)).toBe('मुख्य पृष्ठ');
    clock.advance(TM_MEMORY_MAX_AGE_MS);
    expect((await lookup()).has(sourceHash)).toBe(false);

    // Written again, then deleted through this instance (which clears the public caches): gone at once.
    await writeTranslations(db, p.organisationId, [backHome()], { keepHuman: false });
    expect((await lookup()).get(sourceHash)).toBe('मुख्य पृष्ठ');
    expect(await remove()).toHaveLength(1);
    clearPublicCaches();
    expect((await lookup()).has(sourceHash)).toBe(false);
  });

  it('answers exactly what the database answers, for known and unknown hashes alike', async () => {
    const p = await newProject();
    const hashes = [...hindiWrites().map((w) => w.sourceHash), 'ffffffffffffffff', 'not-a-hash'];
    const direct = await findPageTranslations(t.app.ctx.db, p.organisationId, 'hi', hashes);
    const now = clock.now().getTime();
    const first = await lookupPageTranslations(t.app.ctx.db, p.organisationId, 'hi', hashes, now);
    const second = await lookupPageTranslations(t.app.ctx.db, p.organisationId, 'hi', hashes.slice(3), now);
    expect([...first].sort()).toEqual([...direct].sort());
    expect([...second].sort()).toEqual([...direct].filter(([h]) => hashes.slice(3).includes(h)).sort());
    expect(first.size).toBeGreaterThan(5);
  });
});
