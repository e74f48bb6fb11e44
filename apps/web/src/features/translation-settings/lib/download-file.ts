import { HEADERS } from '@lipi/contract';
import { ApiError } from '../../../lib/api-error.ts';
import { getToken } from '../../../lib/auth-storage.ts';

/*
 * Downloads answer the file itself, not the envelope, so they cannot go through api-client's JSON
 * path. The same headers are sent (token, clock, CSRF); a JSON reply is an envelope with an error.
 * (A shared lib/download.ts would serve other features too: see the report.)
 */
function csrfToken(): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith('lipi_csrf='));
  return found ? decodeURIComponent(found.slice('lipi_csrf='.length)) : null;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** POSTs `body` to /api/{path} and saves the reply as a file; returns the file's name. */
export async function downloadFile(path: string, body: unknown, fallbackName: string): Promise<string> {
  const headers = new Headers({ 'content-type': 'application/json', [HEADERS.clientTime]: String(Date.now()) });
  const token = getToken();
  if (token) headers.set('authorization', token);
  const csrf = csrfToken();
  if (csrf) headers.set(HEADERS.csrf, csrf);
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' });
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
  const blob = await response.blob();
  const name = fileNameOf(response, fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
