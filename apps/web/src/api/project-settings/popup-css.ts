import { SETTINGS_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** The settings tab's editor and the delivery switcher read one cached copy of the CSS. */
export const popupCssQueryOptions = (projectId: string) => queryOf(SETTINGS_ROUTES.popupCssFetch, { projectId });

export function usePopupCss(projectId: string) {
  return useQuery(popupCssQueryOptions(projectId));
}
