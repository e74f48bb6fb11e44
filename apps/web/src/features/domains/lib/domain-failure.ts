import { isApiError } from '../../../lib/api-error.ts';

/** Spec 02 §8: add and delete domain failures show the reply's status field. */
export function domainFailureStatus(error: unknown): string {
  if (isApiError(error) && error.data && typeof error.data === 'object' && 'status' in error.data) {
    const status = (error.data as { status: unknown }).status;
    if (typeof status === 'string' && status) return status;
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
