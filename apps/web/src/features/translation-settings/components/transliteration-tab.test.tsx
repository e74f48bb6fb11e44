import '../../../test/setup.ts';
import { HEADERS } from '@lipi/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { TransliterationTab } from './transliteration-tab.tsx';

/** The list call answers with the envelope; the download with a CSV attachment, as the server does. */
function stubDownload(csvPath: string, reply: () => Response) {
  const { calls, fetchMock } = stubApi({
    'transliteration/get': { data: { entries: [], total: 0 } },
    'transliterationGlossary/get': { data: { entries: [], total: 0 } },
  });
  const listFetch = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (!String(input).endsWith(csvPath)) return listFetch(input, init);
    calls.push({ path: csvPath, body: JSON.parse(String(init?.body)), headers: new Headers(init?.headers) });
    return reply();
  });
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.set('blob:1', blob), 'blob:1'), revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return { calls, saved };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'lipi_csrf=; max-age=0';
});

describe('transliteration tab downloads', () => {
  it('downloads the memory as transliterationMemory.csv, sending the API headers', async () => {
    const csv = '\uFEFFsource,hi\r\nLipi,लिपि\r\n';
    const { calls, saved } = stubDownload(
      'transliteration/csv/get',
      () =>
        new Response(csv, {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="transliterationMemory.csv"' },
        }),
    );
    document.cookie = 'lipi_csrf=abc';
    renderWithProviders(<TransliterationTab kind="memory" projectId="p1" languages={['hi']} canEdit={false} />);
    fireEvent.click(await screen.findByRole('button', { name: /Download transliterationMemory\.csv/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('transliterationMemory.csv');
    // Byte for byte, byte-order mark included (spreadsheets need it to read UTF-8).
    expect([...new Uint8Array(await saved[0]!.blob.arrayBuffer())]).toEqual([...new TextEncoder().encode(csv)]);
    const call = calls.find((c) => c.path === 'transliteration/csv/get')!;
    expect(call.body).toEqual({ projectId: 'p1' });
    expect(call.headers.get(HEADERS.csrf)).toBe('abc');
    expect(Number(call.headers.get(HEADERS.clientTime))).toBeGreaterThan(0);
  });

  it("shows the server's message when a download is refused", async () => {
    const refusal = { success: false, data: null, message: 'Project not found', type: 'NOT_FOUND' };
    const { saved } = stubDownload(
      'transliterationGlossary/csv/get',
      () => new Response(JSON.stringify(refusal), { status: 404, headers: { 'content-type': 'application/json' } }),
    );
    const { toasts } = renderWithProviders(<TransliterationTab kind="glossary" projectId="p1" languages={['hi']} canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: /Download transliterationGlossary\.csv/ }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Project not found'));
    expect(saved).toEqual([]);
  });
});
