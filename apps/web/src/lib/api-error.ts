/** A failed API call: the server's message and type, its data (e.g. lockout state) and HTTP status. */
export class ApiError<TData = unknown> extends Error {
  readonly type: string | null;
  readonly data: TData;
  readonly status: number;

  constructor(message: string, type: string | null, data: TData, status: number) {
    super(message);
    this.name = 'ApiError';
    this.type = type;
    this.data = data;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any thrown value; server messages are shown as they are. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
