import { describe, expect, it } from 'vitest';
import { checkMarkers, describeMarker, markersOf, tokenizeMarkers } from './markers.ts';
import { replaceRange, suggestionList, wordBeforeCaret } from './phonetic.ts';

describe('inline markers', () => {
  it('splits text into words and paired or void markers', () => {
    expect(tokenizeMarkers('Read <1>our terms</1>{2} now')).toEqual([
      { type: 'text', value: 'Read ' },
      { type: 'open', id: 1, raw: '<1>' },
      { type: 'text', value: 'our terms' },
      { type: 'close', id: 1, raw: '</1>' },
      { type: 'void', id: 2, raw: '{2}' },
      { type: 'text', value: ' now' },
    ]);
  });

  it('keeps escaped marker-shaped text as literal text', () => {
    expect(tokenizeMarkers('Write \\{1} in a template')).toEqual([{ type: 'text', value: 'Write {1} in a template' }]);
    expect(markersOf('a \\<1> b {3}')).toEqual(['{3}']);
  });

  it('reports missing and extra markers whatever their order', () => {
    expect(checkMarkers('<1>a</1> b {2}', '{2} ब <1>अ</1>')).toEqual({ missing: [], extra: [] });
    expect(checkMarkers('<1>a</1> b {2}', 'अ ब {2}')).toEqual({ missing: ['<1>', '</1>'], extra: [] });
    expect(checkMarkers('plain', 'साधा {1} {1}')).toEqual({ missing: [], extra: ['{1}', '{1}'] });
  });

  it('describes markers in words', () => {
    expect(describeMarker('<3>')).toBe('start of tag 3');
    expect(describeMarker('</3>')).toBe('end of tag 3');
    expect(describeMarker('{4}')).toBe('element 4');
  });
});

describe('phonetic typing helpers', () => {
  it('finds the romanised word ending at the caret', () => {
    expect(wordBeforeCaret('नमस्ते dost', 11)).toEqual({ start: 7, end: 11, word: 'dost' });
    expect(wordBeforeCaret('dost ', 5)).toBeNull();
    expect(wordBeforeCaret('dosti', 3)).toBeNull();
    expect(wordBeforeCaret('', 0)).toBeNull();
  });

  it('replaces the word and puts the caret after it', () => {
    expect(replaceRange('hello dost!', 6, 10, 'दोस्त ')).toEqual({ value: 'hello दोस्त !', caret: 12 });
  });

  it('lists the best spelling first without repeats or the typed word', () => {
    expect(suggestionList('ram', { text: 'राम', suggestions: ['राम', 'रम', 'ram'] })).toEqual(['राम', 'रम']);
    expect(suggestionList('ram', undefined)).toEqual([]);
  });
});
