/** Why a fetch did not produce a response. `BLOCKED_*` codes are policy refusals made before any connection. */
export type SafeFetchErrorCode =
  | 'INVALID_URL'
  | 'BLOCKED_SCHEME'
  | 'BLOCKED_CREDENTIALS'
  | 'BLOCKED_PORT'
  | 'BLOCKED_HOST'
  | 'BLOCKED_ADDRESS'
  | 'DNS_FAILED'
  | 'TOO_MANY_REDIRECTS'
  | 'REDIRECT_LOOP'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'NETWORK';

export class SafeFetchError extends Error {
  constructor(
    public readonly code: SafeFetchErrorCode,
    message: string,
    /** The URL of the hop that failed, so a crawl report can show where a redirect chain went wrong. */
    public readonly url?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SafeFetchError';
  }

  get isBlocked(): boolean {
    return this.code.startsWith('BLOCKED_');
  }
}
