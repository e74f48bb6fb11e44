import { AUDIT_CSV_FILE_NAME, AUDIT_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../lib/call.ts';

/** Downloads the filtered log as auditLog.csv. */
export const useAuditCsv = () =>
  useMutation({ mutationFn: (input: RouteInput<typeof AUDIT_ROUTES.csv>) => download(AUDIT_ROUTES.csv, input, AUDIT_CSV_FILE_NAME) });
