import { SETTINGS_ERROR, routeKey, type RouteDef } from '@lipi/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { call, callEnvelope } from '../../lib/call.ts';

/**
 * The four settings lists share one shape of calls (get and add → the list, delete {id}); each
 * list's file names its three entries and how to read the reply. A 4xx answer says what to fix and
 * is shown as it is; anything else is the spec's generic message.
 */
export type SettingsListDef<Entry, Reply> = {
  name: string;
  routes: { get: RouteDef; add: RouteDef; remove: RouteDef };
  entries: (reply: Reply) => Entry[];
};

export function settingsErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return SETTINGS_ERROR;
}

// The three entries' bodies are {projectId}, {projectId, …fields} and {projectId, id}: checked by the list files' types.
type Loose = Record<string, unknown>;
const listKey = (def: { routes: { get: RouteDef } }, projectId: string) => routeKey(def.routes.get, { projectId });

export const settingsListQueryOptions = <Entry, Reply>(def: SettingsListDef<Entry, Reply>, projectId: string) =>
  queryOptions({ queryKey: listKey(def, projectId), queryFn: async () => def.entries((await call(def.routes.get, { projectId } as Loose)) as Reply) });

export function useSettingsList<Entry, Reply>(def: SettingsListDef<Entry, Reply>, projectId: string) {
  return useQuery(settingsListQueryOptions(def, projectId));
}

export function useAddSettingEntry<Entry, Reply, Input extends object>(def: SettingsListDef<Entry, Reply>, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const reply = await callEnvelope(def.routes.add, { ...input, projectId } as Loose);
      return { entries: def.entries(reply.data as Reply), message: reply.message };
    },
    onSuccess: ({ entries }) => queryClient.setQueryData(listKey(def, projectId), entries),
  });
}

export function useDeleteSettingEntry<Entry extends { id: string }, Reply>(def: SettingsListDef<Entry, Reply>, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEnvelope(def.routes.remove, { projectId, id } as Loose),
    onSuccess: (_reply, id) => queryClient.setQueryData<Entry[]>(listKey(def, projectId), (old) => old?.filter((e) => e.id !== id)),
  });
}
