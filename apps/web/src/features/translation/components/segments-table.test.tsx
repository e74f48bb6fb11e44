import '../../../test/setup.ts';
import type { TranslationListReply, TranslationRow } from '@lipi/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { SegmentsTable } from './segments-table.tsx';

const machine = (sourceHash: string, sourceText: string, target: string, type = 'MACHINE'): TranslationRow => ({
  sourceHash,
  sourceText,
  kind: 'text',
  wordCount: 3,
  translation: { preProcessedTarget: target, type, displayType: 'translation', updatedAt: '2026-11-27T10:00:00.000Z', updatedBy: null },
});

function renderTable(engineMovesTags: boolean) {
  stubApi({});
  const rows = [
    machine('a', 'Open <1>your account</1> today', 'Abre <1>hoy</1> tu cuenta'),
    machine('b', 'Plain words here', 'Palabras simples aquí'),
    machine('c', 'Read <1>the terms</1>', 'Lee <1>los términos</1>', 'USER'),
  ];
  const data: TranslationListReply = { rows, total: 3, totalWords: 9, pageNumber: 1, pageSize: 10, engineMovesTags };
  const noop = () => undefined;
  renderWithProviders(
    <SegmentsTable
      {...{ projectId: 'p1', lang: 'es', data, loading: false, page: 1, size: 10, onPage: noop, emptyText: 'None', selected: [], onSelect: noop }}
      {...{
        editing: null,
        onEdit: noop,
        saving: false,
        onSave: noop,
        warnings: {},
        onHistory: noop,
        phonetic: false,
        canUsePhonetic: false,
        onPhoneticChange: noop,
      }}
    />,
  );
}

const rowOf = (text: string) => screen.getByText(text, { exact: false }).closest('tr') as HTMLElement;
const NOTE = /Check formatting/;

describe('segments table: inline markup placed by a word-reordering engine', () => {
  it('marks only machine rows holding bold text or links, when the engine does not move tags', async () => {
    renderTable(true);
    await screen.findByText('Plain words here');
    expect(within(rowOf('Abre')).getByText(NOTE)).toBeTruthy();
    expect(within(rowOf('Plain words here')).queryByText(NOTE)).toBeNull();
    // A person's translation was placed by hand.
    expect(within(rowOf('Lee')).queryByText(NOTE)).toBeNull();
  });

  it('marks nothing when the engine carries the tags itself', async () => {
    renderTable(false);
    await screen.findByText('Plain words here');
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});
