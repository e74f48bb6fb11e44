import { ApiError } from './api-error.ts';
import { buildHeaders } from './api-client.ts';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

function save(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * POSTs `body` to /api/{path} and saves the reply as a file; returns the file's name (the server's,
 * else `fallbackName`). Downloads answer the file itself, not the envelope, so they cannot use
 * api-client's JSON path; they send its headers. A JSON reply is an envelope carrying an error.
 */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<string> {
  const headers = buildHeaders({ body });
  headers.set('accept', '*/*');
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' });
  } catch {
    throw new ApiError('Unable to reach the server. Check your connection and try again.', 'NETWORK', null, 0);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => null)) as { success?: boolean; message?: string; type?: string } | null;
    if (!response.ok || envelope?.success === false) {
      throw new ApiError(envelope?.message || `Download failed (HTTP ${response.status}).`, envelope?.type ?? null, null, response.status);
    }
  }
  const name = fileNameOf(response, fallbackName);
  save(await response.blob(), name);
  return name;
}
