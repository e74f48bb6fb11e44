import { SETTINGS_ERROR } from '@lipi/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { projectKey } from '../../../lib/query-keys.ts';

/**
 * The four settings lists share one shape of calls (get, add → the new list, delete {id}); each
 * list's file names its three paths and how to read the reply. A 4xx answer says what to fix and is
 * shown as it is; anything else is the spec's generic message.
 */
export type SettingsListDef<Entry, Reply> = {
  name: string;
  paths: { get: string; add: string; remove: string };
  entries: (reply: Reply) => Entry[];
};

export function settingsErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return SETTINGS_ERROR;
}

const listKey = (def: { name: string }, projectId: string) => [...projectKey(projectId), 'settings', def.name] as const;

export const settingsListQueryOptions = <Entry, Reply>(def: SettingsListDef<Entry, Reply>, projectId: string) =>
  queryOptions({ queryKey: listKey(def, projectId), queryFn: async () => def.entries(await api.post<Reply>(def.paths.get, { projectId })) });

export function useSettingsList<Entry, Reply>(def: SettingsListDef<Entry, Reply>, projectId: string) {
  return useQuery(settingsListQueryOptions(def, projectId));
}

export function useAddSettingEntry<Entry, Reply, Input extends object>(def: SettingsListDef<Entry, Reply>, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const reply = await api.postEnvelope<Reply>(def.paths.add, { ...input, projectId });
      return { entries: def.entries(reply.data), message: reply.message };
    },
    onSuccess: ({ entries }) => queryClient.setQueryData(listKey(def, projectId), entries),
  });
}

export function useDeleteSettingEntry<Entry extends { id: string }, Reply>(def: SettingsListDef<Entry, Reply>, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.postEnvelope<{ id: string }>(def.paths.remove, { projectId, id }),
    onSuccess: (_reply, id) => queryClient.setQueryData<Entry[]>(listKey(def, projectId), (old) => old?.filter((e) => e.id !== id)),
  });
}
