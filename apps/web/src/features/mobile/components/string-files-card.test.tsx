import '../../../test/setup.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { StringFilesCard } from './string-files-card.tsx';

const PROJECT = '11111111-1111-4111-8111-111111111111';

describe('StringFilesCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a String Catalog with its one path and accepts .xcstrings for a new version', async () => {
    stubApi({
      'translation/stringxmlFileurls': {
        data: {
          languages: ['hi'],
          files: [
            {
              fileId: '22222222-2222-4222-8222-222222222222',
              fileName: 'Localizable.xcstrings',
              format: 'xcstrings',
              version: 1,
              units: 4,
              translatableUnits: 3,
              sourceWordCount: 6,
              updatedAt: '2026-11-27T00:00:00.000Z',
              languages: [{ language: 'hi', path: 'Localizable.xcstrings', translatedUnits: 1 }],
            },
          ],
        },
      },
    });
    renderWithProviders(<StringFilesCard projectId={PROJECT} canEdit />);
    expect(await screen.findByText('Xcode String Catalog (.xcstrings)')).toBeTruthy();
    expect(screen.getByText('Localizable.xcstrings', { selector: 'code' })).toBeTruthy();
    const input = screen.getByLabelText('New version of Localizable.xcstrings') as HTMLInputElement;
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.xcstrings', '.strings', '.stringsdict', '.arb', '.xml']));
  });
});
