import { HEADERS, type Envelope } from '@lipi/contract';
import { ApiError } from './api-error.ts';
import { clearSession, getToken } from './auth-storage.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: Method;
  /** JSON-encoded, except FormData which is sent as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Query;
  /** Overrides the stored token, e.g. the one-time token of a set-password link. */
  token?: string | null;
  signal?: AbortSignal;
};

/** Reply types after which the session is over: an expired token, or a client clock far off. */
const SESSION_ENDING_TYPES = new Set(['TokenExpiredError', 'TIME_TRAVEL']);
const CSRF_COOKIE = 'lipi_csrf';

const settings = {
  baseUrl: '/api',
  onSessionEnd: () => window.location.assign('/'),
};
let isEndingSession = false;

export function configureApiClient(next: Partial<typeof settings>): void {
  Object.assign(settings, next);
  isEndingSession = false;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${settings.baseUrl}/${path.replace(/^\//, '')}`;
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return url;
  return `${url}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;
const sentToken = (options: RequestOptions) => (options.token === undefined ? getToken() : options.token);

/**
 * The headers of every call: token, client clock and CSRF echo. Exported for lib/download.ts, whose
 * replies are files rather than the envelope but must pass the same checks.
 */
export function buildHeaders(options: Pick<RequestOptions, 'body' | 'token'> = {}): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (options.body !== undefined && !isFormData(options.body)) headers.set('content-type', 'application/json');
  const token = sentToken(options);
  if (token) headers.set('authorization', token);
  headers.set(HEADERS.clientTime, String(Date.now()));
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers.set(HEADERS.csrf, csrf);
  return headers;
}

function endSession(): void {
  clearSession();
  if (isEndingSession) return;
  isEndingSession = true;
  settings.onSessionEnd();
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  try {
    const body = (await response.json()) as Partial<Envelope<T>>;
    if (typeof body !== 'object' || body === null || typeof body.success !== 'boolean') throw new Error('not an envelope');
    return { success: body.success, data: body.data as T, message: body.message ?? '', type: body.type ?? null };
  } catch {
    throw new ApiError(`Unexpected reply from the server (HTTP ${response.status}).`, null, null, response.status);
  }
}

/** One call to the API: sends auth and clock headers, unwraps the envelope, throws ApiError on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  let response: Response;
  // A stored token the server refuses (401 UNAUTHORIZED) was revoked: that session is over too.
  const usedStoredToken = options.token === undefined && getToken() !== null;
  const { body } = options;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: body === undefined ? undefined : isFormData(body) ? body : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Unable to reach the server. Check your connection and try again.', 'NETWORK', null, 0);
  }
  const envelope = await readEnvelope<T>(response);
  // TIME_TRAVEL ends the session on any reply; an expired token on a failed one (401, or the seed's 500).
  const isRevoked = usedStoredToken && response.status === 401 && envelope.type === 'UNAUTHORIZED';
  const endsSession = envelope.type === 'TIME_TRAVEL' || isRevoked || (envelope.type !== null && SESSION_ENDING_TYPES.has(envelope.type) && !envelope.success);
  if (endsSession) {
    endSession();
    throw new ApiError(envelope.message || 'Your session has ended. Please sign in again.', envelope.type, envelope.data, response.status);
  }
  if (!response.ok || !envelope.success) {
    throw new ApiError(envelope.message || `Request failed (HTTP ${response.status}).`, envelope.type, envelope.data, response.status);
  }
  return envelope;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }).then((reply) => reply.data),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }).then((reply) => reply.data),
  /** A POST whose whole envelope matters (the message of a success, e.g. scope add). */
  postEnvelope: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
};
