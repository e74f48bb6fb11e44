import type { TranslationRow } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { tmRevisions } from '../../db/schema/index.ts';
import { createUser } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { markFormattingChecks } from './engine-tags.ts';

const s = useTestApp({}, { startWorkers: false });

const row = (sourceHash: string, sourceText: string, type = 'MACHINE'): TranslationRow => ({
  sourceHash,
  sourceText,
  kind: 'text',
  wordCount: 4,
  translation: { preProcessedTarget: 'x', type, displayType: 'translation', updatedAt: '2026-11-27T10:00:00.000Z', updatedBy: null },
});

describe('formatting checks in the editor', () => {
  it('marks machine rows with inline tags whose newest revision came from an engine that does not move tags', async () => {
    const { organisationId } = await createUser(s.app);
    const org = organisationId!;
    const revision = (sourceHash: string, origin: string, createdAt: string) => ({
      organisationId: org,
      sourceHash,
      targetLang: 'es',
      preProcessedTarget: 'x',
      type: 'MACHINE',
      displayType: 'translation',
      origin,
      createdAt: new Date(createdAt),
    });
    await s.database.db.insert(tmRevisions).values([
      revision('apertium', 'nmt:apertium', '2026-11-27T10:00:00Z'),
      // Re-translated by an engine that keeps tags: its newest revision decides.
      revision('redone', 'nmt:apertium', '2026-11-27T10:00:00Z'),
      revision('redone', 'nmt:google', '2026-11-27T11:00:00Z'),
      revision('plain', 'nmt:apertium', '2026-11-27T10:00:00Z'),
    ]);
    const mt = { get: (id: string) => ({ keepsTags: id !== 'apertium' }) } as unknown as Parameters<typeof markFormattingChecks>[0]['mt'];
    const marked = await markFormattingChecks({ db: s.database.db, mt }, org, 'es', [
      row('apertium', 'Open <1>your account</1> today'),
      row('redone', 'Read <1>the terms</1>'),
      row('plain', 'Plain words here'),
      row('edited', 'Our <1>ovens</1>', 'USER'),
    ]);
    expect(marked.filter((r) => r.formattingCheck).map((r) => r.sourceHash)).toEqual(['apertium']);
    // Another language's revisions do not count.
    const hindi = await markFormattingChecks({ db: s.database.db, mt }, org, 'hi', [row('apertium', 'Open <1>your account</1> today')]);
    expect(hindi[0]!.formattingCheck).toBeUndefined();
  });
});
