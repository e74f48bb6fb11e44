import '../../../test/setup.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { SeeYourSite } from './see-your-site.tsx';

const run = {
  id: 'r1',
  projectId: 'p1',
  requestId: 'first-page:u1:hi',
  kind: 'nmt',
  targetLang: 'hi',
  engine: 'transliteration',
  pivotLang: null,
  total: 10,
  fromMemory: 0,
  failed: 0,
  error: null,
  createdAt: '2026-11-23T00:00:00Z',
  finishedAt: null,
};

describe("free trial's translated preview", { timeout: 60_000 }, () => {
  it('shows progress while the first page is translated', async () => {
    stubApi({ 'translation/nmt/runs': { data: { runs: [{ ...run, engine: 'apertium', status: 'running', done: 4 }] } } });
    renderWithProviders(<SeeYourSite projectId="p1" homeUrl="https://shop.example/" languages={['hindi']} />);
    expect(await screen.findByText('Translating your home page into Hindi: 4 of 10 texts', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your site in Hindi' })).toBeNull();
  });

  it('says Transliteration, never translation, when the built-in engine wrote the page', async () => {
    stubApi({
      'translation/nmt/runs': { data: { runs: [{ ...run, status: 'completed', done: 10 }] } },
      'scope/getPreviewUrl': {
        data: { previewUrl: 'https://hi.shop.example/', pathUrl: 'https://lipi.example/render/p1/hi/', subdomainUrl: null, form: 'host' },
      },
    });
    renderWithProviders(<SeeYourSite projectId="p1" homeUrl="https://shop.example/" languages={['hi']} />);
    expect(await screen.findByRole('link', { name: /See your site transliterated into Hindi/ }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText(/Transliteration: your home page's English written in Hindi script \(not a translation\)/)).toBeTruthy();
    expect(screen.queryByText(/translated by Lipi/)).toBeNull();
  });

  it('links to the proxy preview once the run has finished', async () => {
    const { calls } = stubApi({
      'translation/nmt/runs': { data: { runs: [{ ...run, engine: 'apertium', status: 'completed', done: 10 }] } },
      'scope/getPreviewUrl': {
        data: { previewUrl: 'https://hi.shop.example/', pathUrl: 'https://lipi.example/render/p1/hi/', subdomainUrl: null, form: 'host' },
      },
    });
    renderWithProviders(<SeeYourSite projectId="p1" homeUrl="https://shop.example/" languages={['hi', 'ta']} />);
    const link = await screen.findByRole('link', { name: /See your site in Hindi/ }, { timeout: 20_000 });
    expect(link.getAttribute('href')).toBe('https://lipi.example/render/p1/hi/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(calls.find((c) => c.path === 'scope/getPreviewUrl')!.body).toEqual({ projectId: 'p1', url: 'https://shop.example/', lang: 'hi' });
  });
});
