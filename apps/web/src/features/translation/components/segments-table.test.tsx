import '../../../test/setup.ts';
import type { TranslationListReply, TranslationRow } from '@lipi/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { SegmentsTable } from './segments-table.tsx';

const machine = (sourceHash: string, sourceText: string, target: string, formattingCheck?: boolean): TranslationRow => ({
  sourceHash,
  sourceText,
  kind: 'text',
  wordCount: 3,
  translation: { preProcessedTarget: target, type: 'MACHINE', displayType: 'translation', updatedAt: '2026-11-27T10:00:00.000Z', updatedBy: null },
  ...(formattingCheck === undefined ? {} : { formattingCheck }),
});

function renderTable() {
  stubApi({});
  const rows = [
    machine('a', 'Open <1>your account</1> today', 'Abre <1>hoy</1> tu cuenta', true),
    machine('b', 'Plain words here', 'Palabras simples aquí'),
    machine('c', 'Read <1>the terms</1>', 'Lee <1>los términos</1>', false),
  ];
  const data: TranslationListReply = { rows, total: 3, totalWords: 9, pageNumber: 1, pageSize: 10 };
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
  it('asks for a formatting check on exactly the rows the server marks', async () => {
    renderTable();
    await screen.findByText('Plain words here');
    expect(within(rowOf('Abre')).getByText(NOTE)).toBeTruthy();
    expect(within(rowOf('Plain words here')).queryByText(NOTE)).toBeNull();
    expect(within(rowOf('Lee')).queryByText(NOTE)).toBeNull();
  });
});
