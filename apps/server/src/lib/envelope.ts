import { envelopeSchema } from '@lipi/contract';
import { z } from 'zod';

/** A successful reply in the envelope every call uses. */
export function ok<T>(data: T, message = '') {
  return { success: true as const, data, message, type: null };
}

/** The 200 response schema of a route whose data has this shape: the allow-list of what leaves. */
export const replyOf = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

export const noData = z.null();
