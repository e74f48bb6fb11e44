import { describe, expect, it } from 'vitest';
import { engineUnavailable, type EngineList } from './list-engines.ts';

const apertium: EngineList['engines'][number] = {
  id: 'apertium',
  label: 'Apertium (APy)',
  configured: true,
  targets: [],
  pairs: null,
  languagesError: null,
  languagesPending: false,
};

describe('why an engine is not offered for a language', () => {
  it('says a language list still being read is being checked, not that the engine cannot translate', () => {
    expect(engineUnavailable({ ...apertium, languagesPending: true }, false, 'es')).toBe('Checking languages…');
  });

  it('says an unreadable list is unreadable, and otherwise names the language', () => {
    expect(engineUnavailable({ ...apertium, languagesError: 'connect ECONNREFUSED' }, false, 'es')).toBe('Language list unreadable');
    expect(engineUnavailable({ ...apertium, pairs: [{ source: 'en', target: 'es' }] }, false, 'hi')).toBe('Not for Hindi');
  });

  it('offers a configured engine that serves the language, and says when one is not configured', () => {
    expect(engineUnavailable({ ...apertium, targets: ['es'] }, true, 'es')).toBeNull();
    expect(engineUnavailable({ ...apertium, configured: false }, false, 'es')).toBe('Not configured');
  });
});
