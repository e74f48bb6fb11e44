import type { z } from 'zod';
import { MtError } from './mt-adapter.ts';

export type JsonCall = {
  /** Provider name for messages, e.g. 'LibreTranslate'. */
  provider: string;
  url: string;
  headers?: Record<string, string>;
  /** JSON body; ignored when `form` is set or the method is GET. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of JSON (Apertium APy reads form fields). */
  form?: URLSearchParams;
  /** POST unless said (GET for language lists). */
  method?: 'GET' | 'POST';
  timeoutMs: number;
  signal?: AbortSignal;
  fetch: typeof fetch;
  /** Pulls the provider's own error text out of an error reply, so the operator sees the real reason. */
  errorText?: (body: unknown) => string | undefined;
  /**
   * Replies with a provider-specific meaning (DeepL's 456 quota, Google's rate limit sent as 403),
   * checked before the generic rules: return whether to retry, or undefined for the generic rule.
   */
  classify?: (status: number, body: unknown) => { note: string; retryable: boolean } | undefined;
};

export type ProviderCall<T> = Omit<JsonCall, 'timeoutMs' | 'fetch' | 'errorText'> & {
  /** The adapter's own fetch and timeout, as the engine registry hands them over. */
  http: Pick<JsonCall, 'timeoutMs' | 'fetch'>;
  /** The documented reply shape, and what a reply that misses it lacks (for the error message). */
  reply: z.ZodType<T>;
  missing: string;
};

/**
 * The translate call the JSON providers share: postJson with the common error-reply shapes, then
 * the reply checked against its documented shape, so a provider's changed reply fails loudly.
 */
export async function postForReply<T>({ http, reply, missing, ...call }: ProviderCall<T>): Promise<T> {
  const body = await postJson({ ...call, timeoutMs: http.timeoutMs, fetch: http.fetch, errorText: commonErrorText });
  const parsed = reply.safeParse(body);
  if (!parsed.success) throw malformed(call.provider, missing);
  return parsed.data;
}

/**
 * POSTs JSON (or a form, or GETs) to an admin-configured provider address and returns the parsed JSON reply. Every
 * failure becomes an MtError whose `retryable` follows what the status means: bad credentials and
 * other 4xx will fail the same way again; 429, 5xx, timeouts and network errors may not.
 */
export async function postJson(call: JsonCall): Promise<unknown> {
  const signals = [AbortSignal.timeout(call.timeoutMs)];
  if (call.signal) signals.push(call.signal);
  let res: Response;
  let raw: string;
  try {
    const signal = AbortSignal.any(signals);
    res = await call.fetch(
      call.url,
      call.method === 'GET'
        ? { method: 'GET', headers: { accept: 'application/json', ...call.headers }, signal }
        : {
            method: 'POST',
            headers: { 'content-type': call.form ? 'application/x-www-form-urlencoded' : 'application/json', accept: 'application/json', ...call.headers },
            body: call.form ? call.form.toString() : JSON.stringify(call.body),
            signal,
          },
    );
    // Reading the body is inside the same guard: a reply that stalls half-way is a timeout too.
    raw = await res.text();
  } catch (err) {
    if (call.signal?.aborted) throw new MtError(`${call.provider} call cancelled`, false);
    const name = (err as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new MtError(`${call.provider} did not answer within ${call.timeoutMs / 1000} s`, true);
    }
    throw new MtError(`${call.provider} could not be reached: ${(err as Error).message}`, true);
  }
  const body = parseJson(raw);
  if (!res.ok) throw statusError(call, res, body === undefined ? raw : body);
  if (body === undefined) throw new MtError(`${call.provider} answered ${res.status} with a body that is not JSON`, false);
  return body;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function statusError(call: JsonCall, res: Response, body: unknown): MtError {
  const detail = (typeof body === 'string' ? body.slice(0, 200) : call.errorText?.(body)) || res.statusText;
  const said = `${call.provider} answered ${res.status}${detail ? `: ${detail}` : ''}`;
  const special = call.classify?.(res.status, body);
  if (special) {
    const wait = special.retryable ? retryAfterSeconds(res.headers.get('retry-after')) : undefined;
    return new MtError(`${said} (${special.note})`, special.retryable, wait, res.status);
  }
  if (res.status === 401 || res.status === 403) return new MtError(`${said} (check the credentials in the settings)`, false, undefined, res.status);
  if (res.status === 429 || res.status >= 500 || res.status === 408) {
    return new MtError(said, true, retryAfterSeconds(res.headers.get('retry-after')), res.status);
  }
  return new MtError(said, false, undefined, res.status);
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The `message` of the common `{error: {message}}` and `{error: "..."}` reply shapes. */
export function commonErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const error = (body as { error?: unknown; message?: unknown }).error ?? (body as { message?: unknown }).message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  // FastAPI services (Bhashini's Dhruva inference) answer {detail: "..."} or {detail: {message}}.
  const detail = (body as { detail?: unknown }).detail;
  if (typeof detail === 'string') return detail;
  if (detail && typeof detail === 'object' && typeof (detail as { message?: unknown }).message === 'string') {
    return (detail as { message: string }).message;
  }
  return undefined;
}

/** A reply that parsed as JSON but not in the documented shape. */
export function malformed(provider: string, what: string): MtError {
  return new MtError(`${provider} answered in an unexpected shape: ${what}`, false);
}
