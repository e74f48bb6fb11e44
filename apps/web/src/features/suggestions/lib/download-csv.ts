import { HEADERS } from '@lipi/contract';
import { ApiError } from '../../../lib/api-error.ts';
import { getToken } from '../../../lib/auth-storage.ts';

const readCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null;

/**
 * POSTs to an /api call that answers with a CSV attachment (not the envelope) and saves it under
 * `fileName`. A failure answers with the envelope, whose message is thrown as an ApiError.
 * The API client only speaks JSON; this sends the same auth, clock and CSRF headers.
 */
export async function downloadCsv(path: string, body: unknown, fileName: string): Promise<void> {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'text/csv, application/json' });
  const token = getToken();
  if (token) headers.set('authorization', token);
  headers.set(HEADERS.clientTime, String(Date.now()));
  const csrf = readCookie('lipi_csrf');
  if (csrf) headers.set(HEADERS.csrf, decodeURIComponent(csrf));
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' });
  } catch {
    throw new ApiError('Unable to reach the server. Check your connection and try again.', 'NETWORK', null, 0);
  }
  if (!response.ok) {
    const reply = (await response.json().catch(() => null)) as { message?: string; type?: string } | null;
    throw new ApiError(reply?.message || `Download failed (HTTP ${response.status}).`, reply?.type ?? null, null, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
