import { describe, expect, it } from 'vitest';

describe('the customer tag on a page the proxy already translated', () => {
  it('stays idle: no switcher, no requests, no window.lipi', async () => {
    document.documentElement.setAttribute('data-lipi-rendered', 'hi');
    const tag = document.createElement('script');
    tag.src = 'https://lipi.example/snippet.js';
    tag.setAttribute('data-project-id', '00000000-0000-4000-8000-000000000001');
    document.head.append(tag);
    const requests: unknown[] = [];
    window.fetch = (async (...args: unknown[]) => {
      requests.push(args);
      throw new Error('no request expected');
    }) as typeof fetch;

    await import('./index.ts');

    expect(window.lipi).toBeUndefined();
    expect(requests).toEqual([]);
    expect(document.querySelector('#lipi-switcher')).toBeNull();
  });
});
