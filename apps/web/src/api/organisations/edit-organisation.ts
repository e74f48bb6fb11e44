import { ORGANISATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { organisationDetailsKey } from './organisation-details.ts';
import { organisationsKey } from './organisation-list.ts';

export function useEditOrganisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof ORGANISATION_ROUTES.edit>) => callEnvelope(ORGANISATION_ROUTES.edit, input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: organisationsKey });
      await client.invalidateQueries({ queryKey: organisationDetailsKey });
    },
  });
}
