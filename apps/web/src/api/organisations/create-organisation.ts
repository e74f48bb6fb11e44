import { ORGANISATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { organisationsKey } from './organisation-list.ts';

export type CreateOrganisationInput = RouteInput<typeof ORGANISATION_ROUTES.create>;

export function useCreateOrganisation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrganisationInput) => callEnvelope(ORGANISATION_ROUTES.create, input),
    onSuccess: () => client.invalidateQueries({ queryKey: organisationsKey }),
  });
}
