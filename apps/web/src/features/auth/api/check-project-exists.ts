import type { checkProjectExistsReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type CheckProjectExistsReply = z.infer<typeof checkProjectExistsReply>;

/** Whether a website project already exists for this URL (a hint shown under the URL field). */
export const checkProjectExists = (url: string) => api.post<CheckProjectExistsReply>('auth/checkProjectExists', { url });

export function useCheckProjectExists() {
  return useMutation({ mutationFn: checkProjectExists });
}
