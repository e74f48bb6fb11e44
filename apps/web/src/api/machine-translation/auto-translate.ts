import { MACHINE_TRANSLATION_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export const autoTranslateQuery = (projectId: string) => queryOf(MACHINE_TRANSLATION_ROUTES.autoTranslate, { projectId });

/** Whether content the snippet reports is machine translated automatically (isDefault: follows the engines). */
export const useAutoTranslate = (projectId: string) => useQuery(autoTranslateQuery(projectId));
