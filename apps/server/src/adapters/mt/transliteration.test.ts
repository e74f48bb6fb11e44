import { maskSegment, unmaskSegment } from '@lipi/engine/mask';
import { describe, expect, it } from 'vitest';
import { createTransliterationEngine } from './transliteration.ts';

describe('transliteration engine', () => {
  const engine = createTransliterationEngine();

  it('writes English in the target script, one result per text in order', async () => {
    const results = await engine.translate({ texts: ['computer', 'Hello {name}', ''], source: 'en', target: 'hi' });
    expect(results).toHaveLength(3);
    const [first, second, third] = results as { text: string }[];
    expect(first?.text).toMatch(/^[\u0900-\u097f]+$/);
    expect(second?.text).toMatch(/^[\u0900-\u097f]+ \{name\}$/);
    expect(third?.text).toBe('');
  });

  it('supports English into the scheduled languages by Lipi codes, and nothing else', () => {
    expect(engine.supports('en', 'od')).toBe(true);
    expect(engine.supports('en', 'kas-IN')).toBe(true);
    expect(engine.supports('en', 'sat')).toBe(true);
    expect(engine.supports('hi', 'en')).toBe(false);
    expect(engine.supports('en', 'fr')).toBe(false);
  });

  it("leaves the pipeline's masking tokens untouched, so unmasking restores the markers", async () => {
    const masked = maskSegment('Click <1>here</1> to pay {2}', { targetLang: 'hi' });
    expect(masked.masked).toContain('{{1}}');
    const [result] = await engine.translate({ texts: [masked.masked], source: 'en', target: 'hi' });
    const text = (result as { text: string }).text;
    for (const token of masked.tokens) expect(text).toContain(token.token);
    const restored = unmaskSegment(text, masked);
    expect(restored).toHaveProperty('text');
    expect((restored as { text: string }).text).toMatch(/^[\u0900-\u097f]+ <1>[\u0900-\u097f]+<\/1> [\u0900-\u097f]+ [\u0900-\u097f]+ \{2\}$/);
  });

  it('writes Odia for od', async () => {
    const [result] = await engine.translate({ texts: ['school'], source: 'en', target: 'od' });
    expect((result as { text: string }).text).toMatch(/^[\u0b00-\u0b7f]+$/);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.translate({ texts: ['a'], source: 'en', target: 'hi', signal: controller.signal })).rejects.toThrow();
  });
});
