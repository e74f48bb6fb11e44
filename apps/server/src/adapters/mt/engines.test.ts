import { MT_ENGINES } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMtEngines } from './engines.ts';

const base = { DATA_DIR: '/tmp/lipi-mt-engines-test', JWT_SECRET: 'x'.repeat(32) };

describe('MT engine registry', () => {
  it('offers only the built-in transliteration engine when nothing is configured', () => {
    const engines = createMtEngines(loadConfig(base));
    expect(engines.list().map((e) => e.id)).toEqual(MT_ENGINES.map((e) => e.id));
    expect(engines.list().filter((e) => e.configured).map((e) => e.id)).toEqual(['transliteration']);
    expect(engines.get('transliteration')?.id).toBe('transliteration');
    expect(engines.get('google')).toBeUndefined();
    expect(engines.get('no-such-engine')).toBeUndefined();
  });

  it('labels come from the contract vocabulary', () => {
    const engines = createMtEngines(loadConfig(base));
    expect(engines.list()[0]).toEqual({ id: 'transliteration', label: MT_ENGINES[0].label, configured: true });
  });
});
