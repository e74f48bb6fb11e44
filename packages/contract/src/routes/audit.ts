import { auditCsvRequest, auditListReply, auditListRequest } from '../api/audit.ts';
import { defineRoute, FILE_REPLY } from './define.ts';

const tag = 'Audit log';

/** The audit log (not in the spec; paths chosen in docs/audit-log.md). */
export const AUDIT_ROUTES = {
  list: defineRoute({
    method: 'POST',
    path: 'audit/list',
    tag,
    summary: "The organisation's administrative changes, newest first, filterable",
    body: auditListRequest,
    reply: auditListReply,
  }),
  csv: defineRoute({
    method: 'POST',
    path: 'audit/csv/get',
    tag,
    summary: 'The filtered audit log as CSV (auditLog.csv)',
    body: auditCsvRequest,
    reply: FILE_REPLY,
  }),
} as const;
