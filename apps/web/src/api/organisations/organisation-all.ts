import { ORGANISATION_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** Id and name of every organisation the caller may see, for pickers. */
export const useOrganisationChoices = (enabled = true) => useQuery({ ...queryOf(ORGANISATION_ROUTES.all, {}), enabled });
