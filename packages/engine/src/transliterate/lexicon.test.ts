import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseLexicon } from './lexicon.ts';
import { phoneticCandidates } from './phonetic-candidates.ts';

const gz = (text: string): Buffer => gzipSync(Buffer.from(text, 'utf8'));

describe('phonetic lexicon', () => {
  it('reads the counts of words seen in text', () => {
    const lexicon = parseLexicon(gz('पाणी\nपणी\n'), undefined, gz('पाणी\t12\nआहे\t3\n'));
    expect(lexicon.has('पाणी')).toBe(true);
    expect(lexicon.seen?.get('पाणी')).toBe(12);
    expect(lexicon.seen?.get('पणी')).toBeUndefined();
  });

  it('ranks a listed spelling seen in text above an equally near one that is not', () => {
    const plain = parseLexicon(gz('पाणी\nपणी\n'));
    const seen = parseLexicon(gz('पाणी\nपणी\n'), undefined, gz('पाणी\t12\n'));
    const options = { useHandList: false } as const;
    expect(phoneticCandidates('pani', 'mr', 3, { ...options, lexicon: plain })[0]).toBe('पणी');
    expect(phoneticCandidates('pani', 'mr', 3, { ...options, lexicon: seen })[0]).toBe('पाणी');
  });

  it('counts a word seen in text as a dictionary word', () => {
    const common = gz('घर\nघार\n');
    const plain = parseLexicon(gz('घार\n'), common);
    const seen = parseLexicon(gz('घार\n'), common, gz('घर\t4\n'));
    expect(phoneticCandidates('ghar', 'mr', 3, { useHandList: false, lexicon: plain })[0]).toBe('घार');
    expect(phoneticCandidates('ghar', 'mr', 3, { useHandList: false, lexicon: seen })[0]).toBe('घर');
  });

  it('ranks words an organisation used as seen words, their counts added to the seen counts', () => {
    const common = gz('घर\nघार\n');
    const lexicon = parseLexicon(gz('घार\nपाणी\nपणी\n'), common);
    const options = { useHandList: false, lexicon } as const;
    // A used word counts as a dictionary word (घर is only in the common-use list here).
    expect(phoneticCandidates('ghar', 'mr', 3, options)[0]).toBe('घार');
    expect(phoneticCandidates('ghar', 'mr', 3, { ...options, used: new Map([['घर', 2]]) })[0]).toBe('घर');
    // Among listed spellings a used one wins by its count, as a seen one does.
    expect(phoneticCandidates('pani', 'mr', 3, { ...options, used: new Map([['पाणी', 12]]) })[0]).toBe('पाणी');
    // Counts add: six sightings alone do not lift पाणी over the nearer पणी, six more uses do.
    const seen = parseLexicon(gz('पाणी\nपणी\n'), undefined, gz('पाणी\t6\n'));
    expect(phoneticCandidates('pani', 'mr', 3, { useHandList: false, lexicon: seen })[0]).toBe('पणी');
    expect(phoneticCandidates('pani', 'mr', 3, { useHandList: false, lexicon: seen, used: new Map([['पाणी', 6]]) })[0]).toBe('पाणी');
  });
});
