import { describe, expect, it } from 'vitest';
import { createApertium } from './apertium.ts';
import { MtError } from './mt-adapter.ts';
import { apertiumTestUrl } from './testing/apertium-server.ts';

// Against the real APy (Debian's apertium-apy with apertium-eng-spa and apertium-urd-hin), never a fake.
const server = apertiumTestUrl();
if (!server.url) console.warn(`Apertium tests skipped: ${server.reason}`);
const http = { fetch, timeoutMs: 20_000 };

describe.skipIf(!server.url)('Apertium APy adapter (real server)', () => {
  const adapter = () => createApertium({ url: `${server.url}/` }, http);

  it('lists the installed pairs from /listPairs in Lipi codes, and supports() follows them', async () => {
    const apertium = adapter();
    expect(apertium.supports('en', 'es')).toBe(false); // nothing fetched yet: no promise made
    await apertium.languages?.refresh();
    const pairs = apertium.languages?.list() ?? [];
    expect(pairs).toEqual(
      expect.arrayContaining([
        { source: 'en', target: 'es' },
        { source: 'es', target: 'en' },
        { source: 'hi', target: 'ur' },
        { source: 'ur', target: 'hi' },
      ]),
    );
    expect(apertium.supports('en', 'es')).toBe(true);
    expect(apertium.supports('hi', 'ur')).toBe(true);
    expect(apertium.supports('en', 'hi')).toBe(false);
    expect(apertium.supports('en', 'fr')).toBe(false);
    expect(apertium.languages?.error()).toBeUndefined();
  });

  it('translates English to Spanish, in order, numbers and tokens kept, unknown words unmarked', async () => {
    const texts = ['Earn up to 7.25% interest on your savings account.', 'Open an account today', 'Sign in to {{1}} now', 'Lipi'];
    const results = await adapter().translate({ texts, source: 'en', target: 'es' });
    expect(results).toHaveLength(4);
    const out = results.map((r) => ('text' in r ? r.text : r.error));
    expect(out[0]).toContain('7.25%');
    expect(out[0]).toMatch(/cuenta de ahorros/);
    expect(out[1]).toMatch(/cuenta hoy/);
    expect(out[2]).toContain('{{1}}');
    expect(out[3]).toBe('Lipi'); // markUnknown=no: no '*Lipi'
  });

  it('translates Hindi to Urdu (Devanagari in, Perso-Arabic out)', async () => {
    const [result] = await adapter().translate({ texts: ['मेरा नाम राम है।'], source: 'hi', target: 'ur' });
    expect(result).toEqual({ text: expect.stringMatching(/[\u0600-\u06ff]/) });
    expect('text' in result! && /[\u0900-\u097f]/.test(result.text)).toBe(false);
  });

  it('sends text as text: ampersands and angle brackets are not read as HTML', async () => {
    const [result] = await adapter().translate({ texts: ['AT&T < b'], source: 'en', target: 'es' });
    expect(result).toEqual({ text: expect.stringContaining('AT&T < b') });
  });

  it('an uninstalled pair fails with the provider explanation, not retried', async () => {
    const error = await adapter()
      .translate({ texts: ['Hello'], source: 'en', target: 'fr' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MtError);
    expect(error).toMatchObject({ message: 'Apertium answered 400: That pair is not installed', retryable: false, status: 400 });
  });

  it('an unreachable APy is a retryable failure, and the language list records why', async () => {
    const down = createApertium({ url: 'http://127.0.0.1:9' }, { fetch, timeoutMs: 2_000 });
    await expect(down.translate({ texts: ['a'], source: 'en', target: 'es' })).rejects.toMatchObject({ retryable: true });
    await down.languages?.refresh();
    expect(down.languages?.list()).toBeUndefined();
    expect(down.languages?.error()).toMatch(/could not be reached/);
    expect(down.supports('en', 'es')).toBe(false);
  });

  it('translates 50 segments within a few seconds (one request each, four at a time)', async () => {
    const texts = Array.from({ length: 50 }, (_, i) => `Page ${i + 1}: open a savings account in five minutes.`);
    const started = performance.now();
    const results = await adapter().translate({ texts, source: 'en', target: 'es' });
    const ms = performance.now() - started;
    expect(results.every((r) => 'text' in r && r.text.includes('cuenta'))).toBe(true);
    console.info(`Apertium: 50 segments en→es in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(15_000);
  });
});
