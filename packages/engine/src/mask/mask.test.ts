import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transliterateEnglish } from '../transliterate/index.ts';
import { maskSegment, unmaskSegment, type GlossaryTerm } from './index.ts';

const term = (t: string, rule: GlossaryTerm['rule'], translations: Record<string, string> = {}, isCaseSensitive = false): GlossaryTerm => ({
  term: t,
  rule,
  translations,
  isCaseSensitive,
});

/** Replays what an engine did: the masked text with the given edits. */
function roundTrip(text: string, edit: (masked: string) => string, glossary: GlossaryTerm[] = []) {
  const masked = maskSegment(text, { targetLang: 'hi', glossary });
  return unmaskSegment(edit(masked.masked), masked);
}

describe('maskSegment', () => {
  it('replaces paired and void markers with numbered tokens', () => {
    const m = maskSegment('Click <1>here</1> to continue{2}', { targetLang: 'hi' });
    expect(m.masked).toBe('Click {{1}}here{{2}} to continue{{3}}');
    expect(m.tokens.map((t) => [t.kind, t.original, t.replacement])).toEqual([
      ['tag', '<1>', '<1>'],
      ['tag', '</1>', '</1>'],
      ['tag', '{2}', '{2}'],
    ]);
  });

  it('leaves text without markers or terms alone', () => {
    expect(maskSegment('Plain sentence, nothing to hide.', { targetLang: 'ta', glossary: [] })).toEqual({
      masked: 'Plain sentence, nothing to hide.',
      tokens: [],
    });
  });

  it('masks escaped literal look-alikes with their backslashes so they survive byte for byte', () => {
    const text = 'Use \\{1} in templates and <1>bold</1>';
    const m = maskSegment(text, { targetLang: 'hi' });
    expect(m.masked).toBe('Use {{1}} in templates and {{2}}bold{{3}}');
    expect(m.tokens[0]?.replacement).toBe('\\{1}');
    expect(unmaskSegment('टेम्पलेट में {{1}} और {{2}}बोल्ड{{3}} का उपयोग करें', m)).toEqual({
      text: 'टेम्पलेट में \\{1} और <1>बोल्ड</1> का उपयोग करें',
    });
  });

  it('masks text that already looks like a mask token so it cannot be confused with one', () => {
    const m = maskSegment('Hello {{ 7 }} and {{ name }}', { targetLang: 'hi' });
    expect(m.masked).toBe('Hello {{1}} and {{ name }}');
    expect(m.tokens).toEqual([{ token: '{{1}}', kind: 'tag', original: '{{ 7 }}', replacement: '{{ 7 }}' }]);
    const escaped = maskSegment('Hello {\\{1}} and {{2}}', { targetLang: 'hi' });
    expect(escaped.masked).toBe('Hello {{1}} and {{2}}');
    expect(escaped.tokens.map((t) => t.original)).toEqual(['{\\{1}}', '{{2}}']);
    expect(unmaskSegment('{{2}} {{1}}', escaped)).toEqual({ text: '{{2}} {\\{1}}' });
  });

  it('applies each glossary rule', () => {
    const glossary = [term('Lipi', 'never'), term('dashboard', 'always', { hi: 'डैशबोर्ड', ta: 'டாஷ்போர்டு' }), term('Aadhaar', 'transliterate')];
    const m = maskSegment('Open the Lipi Dashboard with your aadhaar', { targetLang: 'hi', glossary });
    expect(m.masked).toBe('Open the {{1}} {{2}} with your {{3}}');
    expect(m.tokens.map((t) => t.replacement)).toEqual(['Lipi', 'डैशबोर्ड', transliterateEnglish('aadhaar', 'hi')]);
    expect(m.tokens.map((t) => t.kind)).toEqual(['glossary', 'glossary', 'glossary']);
  });

  it('falls back to the page text when an always-term has no translation for the language', () => {
    const m = maskSegment('Try PayNow', { targetLang: 'bn', glossary: [term('paynow', 'always', { hi: 'पेनाउ' })] });
    expect(m.tokens[0]?.replacement).toBe('PayNow');
    const region = maskSegment('Try PayNow', { targetLang: 'hi-IN', glossary: [term('paynow', 'always', { hi: 'पेनाउ' })] });
    expect(region.tokens[0]?.replacement).toBe('पेनाउ');
  });

  it('matches whole words only, and case only when asked', () => {
    const glossary = [term('UPI', 'never', {}, true), term('app', 'never')];
    const m = maskSegment('Pay with UPI in the App, not upi or the apple or happy apps', { targetLang: 'hi', glossary });
    expect(m.tokens.map((t) => t.original)).toEqual(['UPI', 'App']);
  });

  it('prefers the longest of overlapping terms, leftmost first', () => {
    const glossary = [term('Google', 'never'), term('Google Cloud', 'never'), term('Cloud Storage', 'never')];
    const m = maskSegment('Google Cloud Storage and Google Drive', { targetLang: 'hi', glossary });
    expect(m.tokens.map((t) => t.original)).toEqual(['Google Cloud', 'Google']);
  });

  it('leaves terms inside URLs and e-mail addresses alone', () => {
    const glossary = [term('lipi', 'always', { hi: 'लिपि' })];
    const m = maskSegment('Lipi: see https://lipi.in/docs or write to help@lipi.in', { targetLang: 'hi', glossary });
    expect(m.masked).toBe('{{1}}: see https://lipi.in/docs or write to help@lipi.in');
  });

  it('escapes regex-special characters in terms', () => {
    const glossary = [term('C++', 'never'), term('Node.js', 'never'), term('(beta)', 'never'), term('$PATH', 'never')];
    const m = maskSegment('Learn C++ and Node.js (beta) with $PATH; NodeXjs is not one', { targetLang: 'hi', glossary });
    expect(m.tokens.map((t) => t.original)).toEqual(['C++', 'Node.js', '(beta)', '$PATH']);
  });

  it('does not match inside Indic words (combining marks count as word characters)', () => {
    const m = maskSegment('भारत भारतीय', { targetLang: 'hi', glossary: [term('भारत', 'never')] });
    expect(m.masked).toBe('{{1}} भारतीय');
  });

  it('escapes a glossary translation that looks like a marker', () => {
    const m = maskSegment('Use slot', { targetLang: 'hi', glossary: [term('slot', 'always', { hi: 'स्लॉट {1}' })] });
    expect(m.tokens[0]?.replacement).toBe('स्लॉट \\{1}');
  });

  it('produces tokens that transliterateEnglish leaves untouched', () => {
    const text = 'Download <1>app</1> now{2} for <3>Lipi <4>Pro</4></3> {5}';
    const m = maskSegment(text, { targetLang: 'hi', glossary: [term('Lipi', 'never')] });
    for (const lang of ['hi', 'bn', 'ta', 'ur', 'sat', 'mni']) {
      const out = transliterateEnglish(m.masked, lang);
      expect([...out.matchAll(/\{\{\d+\}\}/g)].map((x) => x[0])).toEqual(m.tokens.map((t) => t.token));
      expect(unmaskSegment(out, m)).toHaveProperty('text');
    }
  });
});

describe('unmaskSegment', () => {
  it('restores tokens an SOV language moved around', () => {
    const text = 'Read <1>the terms</1> before you <2>sign up</2>.';
    const result = roundTrip(text, () => '{{3}}साइन अप{{4}} करने से पहले {{1}}शर्तें{{2}} पढ़ें।');
    expect(result).toEqual({ text: '<2>साइन अप</2> करने से पहले <1>शर्तें</1> पढ़ें।' });
  });

  it('restores nested tags', () => {
    const text = '<1>Save <2>50%</2> today</1>{3}';
    expect(roundTrip(text, () => '{{1}}आज {{2}}50%{{3}} बचाएं{{4}}{{5}}')).toEqual({ text: '<1>आज <2>50%</2> बचाएं</1>{3}' });
  });

  it('accepts spaces, full-width braces and native digits inside tokens', () => {
    const text = 'Hi <1>you</1>{2}';
    expect(roundTrip(text, () => 'नमस्ते { {1} }आप{{ 2 }} ｛｛３｝｝')).toEqual({ text: 'नमस्ते <1>आप</1> {2}' });
    expect(roundTrip(text, () => 'নমস্কার {{১}}আপনি{{২}}{{৩}}')).toEqual({ text: 'নমস্কার <1>আপনি</1>{2}' });
  });

  it('reports a lost token', () => {
    const result = roundTrip('Click <1>here</1>', () => 'यहाँ {{1}}क्लिक करें');
    expect(result).toEqual({ error: 'Token {{2}} (tag </1>) was lost in the translation.' });
  });

  it('reports a duplicated token', () => {
    const result = roundTrip('Click {1} now', () => '{{1}} अभी {{1}} क्लिक करें');
    expect(result).toEqual({ error: 'Token {{1}} (tag {1}) appears 2 times in the translation.' });
  });

  it('reports a lost glossary term by name', () => {
    const result = roundTrip('Welcome to Lipi', () => 'आपका स्वागत है', [term('Lipi', 'never')]);
    expect(result).toEqual({ error: 'Token {{1}} (glossary term "Lipi") was lost in the translation.' });
  });

  it('reports an invented token', () => {
    expect(roundTrip('Hello <1>x</1>', () => '{{1}}x{{2}}{{7}}')).toEqual({
      error: 'The translation contains an unknown token {{7}}.',
    });
  });

  it('reports tags left badly nested or reversed by the engine', () => {
    expect(roundTrip('<1>a <2>b</2></1>', () => '{{1}}a {{2}}b{{4}}{{3}}')).toEqual({
      error: 'Tags <2> and <1> are no longer well nested.',
    });
    expect(roundTrip('<1>a</1>', () => '{{2}}a{{1}}')).toEqual({ error: 'Tag </1> closes before it opens.' });
  });

  it('keeps marker look-alikes the engine wrote as literal text', () => {
    const result = roundTrip('Step <1>one</1>', () => 'चरण {{1}}एक{{2}} <3> {4}');
    expect(result).toEqual({ text: 'चरण <1>एक</1> \\<3> \\{4}' });
  });

  it('keeps a backslash the engine wrote before a token literal', () => {
    expect(roundTrip('a\\\\<1>b</1>', (m) => m)).toEqual({ text: 'a\\\\<1>b</1>' });
    expect(roundTrip('path <1>x</1>', () => 'C:\\{{1}}x{{2}}')).toEqual({ text: 'C:\\\\<1>x</1>' });
  });

  it('round-trips Urdu right-to-left output', () => {
    const text = '<1>Pay</1> with {2}';
    expect(roundTrip(text, () => '{{3}} کے ساتھ {{1}}ادا کریں{{2}}')).toEqual({ text: '{2} کے ساتھ <1>ادا کریں</1>' });
  });

  it('gives back any segment unchanged when the engine copies the masked text', () => {
    const piece = fc.constantFrom('<1>', '</1>', '{2}', '\\', '\\{3}', 'a', ' ', 'क्ष', '{{', '}}', '{{4}}', 'Lipi', 'C++', '<');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const result = roundTrip(text, (m) => m, [term('Lipi', 'never'), term('C++', 'never')]);
        if ('text' in result) expect(result.text).toBe(text);
        else expect(result.error).toMatch(/nested|closes|never closed/);
      }),
    );
  });
});
