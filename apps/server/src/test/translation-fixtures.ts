import { beforeAll } from 'vitest';
import { createFixture, seedTranslations } from '../modules/translation/translation-test-helpers.ts';
import { builtBeforeAll, useTestApp } from './test-app.ts';

type Seed = Parameters<typeof seedTranslations>[2][number];

/**
 * The translation suites' set-up: one app without workers, a project `f` and a project `other` of
 * another organisation (for isolation checks), and `f`'s translations seeded when given.
 */
export function useTranslationFixtures(seeds: Seed[] = []) {
  const t = useTestApp({}, { startWorkers: false });
  const f = builtBeforeAll(() => createFixture(t.app));
  const other = builtBeforeAll(() => createFixture(t.app));
  beforeAll(async () => {
    if (seeds.length > 0) await seedTranslations(t.app, f.admin.organisationId, seeds);
  });
  return { t, f, other };
}
