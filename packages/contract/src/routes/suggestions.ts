import {
  feedbackCsvRequest,
  feedbackListReply,
  feedbackListRequest,
  suggestionAcceptRequest,
  suggestionDecisionReply,
  suggestionDownloadRequest,
  suggestionFilterReply,
  suggestionFilterRequest,
  suggestionRejectRequest,
  suggestionStatusRequest,
  suggestionUploadReply,
} from '../api/suggestions.ts';
import { defineRoute, FILE_REPLY } from './define.ts';

const tag = 'Suggestions';

/** Visitors' suggestions and feedback, reviewed in the dashboard. */
export const SUGGESTION_ROUTES = {
  filter: defineRoute({
    method: 'POST',
    path: 'suggestion/filter',
    tag,
    summary: 'Suggestions with counts per status, paged and filtered',
    body: suggestionFilterRequest,
    reply: suggestionFilterReply,
    errors: ['NOT_FOUND'],
  }),
  accept: defineRoute({
    method: 'POST',
    path: 'suggestion/accept',
    tag,
    summary: 'Accept a suggestion (optionally edited) into the translation memory',
    body: suggestionAcceptRequest,
    reply: suggestionDecisionReply,
    errors: ['NOT_FOUND'],
  }),
  reject: defineRoute({
    method: 'POST',
    path: 'suggestion/reject',
    tag,
    summary: 'Reject a suggestion',
    body: suggestionRejectRequest,
    reply: suggestionDecisionReply,
    errors: ['NOT_FOUND'],
  }),
  status: defineRoute({
    method: 'POST',
    path: 'suggestion/status',
    tag,
    summary: 'Mark a suggestion new or in process',
    body: suggestionStatusRequest,
    reply: suggestionDecisionReply,
    errors: ['NOT_FOUND'],
  }),
  download: defineRoute({
    method: 'POST',
    path: 'suggestion/download',
    tag,
    summary: 'Suggestions as a CSV file (suggestionReport.csv)',
    body: suggestionDownloadRequest,
    reply: FILE_REPLY,
    errors: ['NOT_FOUND'],
  }),
  upload: defineRoute({
    method: 'POST',
    path: 'suggestion/upload',
    tag,
    summary: 'Decisions from an edited CSV report (multipart: projectId, file)',
    multipart: true,
    reply: suggestionUploadReply,
    errors: ['NOT_FOUND'],
  }),
} as const;

export const FEEDBACK_ROUTES = {
  list: defineRoute({
    method: 'POST',
    path: 'feedback/get',
    tag,
    summary: "Visitors' feedback, newest first",
    body: feedbackListRequest,
    reply: feedbackListReply,
    errors: ['NOT_FOUND'],
  }),
  csv: defineRoute({
    method: 'POST',
    path: 'feedback/csv/get',
    tag,
    summary: 'Feedback as a CSV file (feedbackReport.csv)',
    body: feedbackCsvRequest,
    reply: FILE_REPLY,
    errors: ['NOT_FOUND'],
  }),
} as const;
