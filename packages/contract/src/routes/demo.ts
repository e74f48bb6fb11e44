import {
  createDemoIdRequest,
  deleteDemoEntryReply,
  deleteDemoEntryRequest,
  demoEntryReply,
  editDemoEntryRequest,
  fetchDemoIdsReply,
  fetchDemoIdsRequest,
} from '../api/demo.ts';
import { defineRoute } from './define.ts';

const tag = 'Demo ids';

/** Demo ids of spec 02 §7 (their shape is not shown: designed in docs/demo-ids.md). */
export const DEMO_ROUTES = {
  create: defineRoute({
    method: 'POST',
    path: 'demo/createDemoId',
    tag,
    summary: "Create a demo id: a prospect's site, languages and an expiry, opened through the proxy preview",
    body: createDemoIdRequest,
    reply: demoEntryReply,
  }),
  list: defineRoute({
    method: 'POST',
    path: 'demo/fetchDemoIds',
    tag,
    summary: 'Demo ids (super admin: all; others: their organisation), newest first',
    body: fetchDemoIdsRequest,
    reply: fetchDemoIdsReply,
  }),
  edit: defineRoute({
    method: 'POST',
    path: 'demo/editDemoEntry',
    tag,
    summary: "Change a demo id's label, languages or expiry",
    body: editDemoEntryRequest,
    reply: demoEntryReply,
    errors: ['NOT_FOUND'],
  }),
  delete: defineRoute({
    method: 'POST',
    path: 'demo/deleteDemoEntry',
    tag,
    summary: 'Delete a demo id: its link stops working at once',
    body: deleteDemoEntryRequest,
    reply: deleteDemoEntryReply,
    errors: ['NOT_FOUND'],
  }),
} as const;
