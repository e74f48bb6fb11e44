import { SUGGESTION_REVIEW_MESSAGES } from '@lipi/contract';
import { isApiError } from '../../../lib/api-error.ts';

/** What the server said when it refused for a reason (4xx); otherwise the spec's message for the action. */
export function reviewError(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

export const STATUS_LABELS = { new: 'New', inprocess: 'In process', accepted: 'Accepted', rejected: 'Rejected' } as const;
export const STATUS_TONES = { new: 'info', inprocess: 'warning', accepted: 'success', rejected: 'neutral' } as const;
export { SUGGESTION_REVIEW_MESSAGES };
