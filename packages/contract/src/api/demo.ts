import { z } from 'zod';
import { languagesSchema, urlSchema } from '../validation.ts';
import { pageRequest } from './projects.ts';

export const DEMO_MESSAGES = {
  created: 'Demo id created',
  updated: 'Demo id updated',
  deleted: 'Demo id deleted',
  notFound: 'Demo id not found',
  expiryInPast: 'The expiry must be in the future',
  expired: 'This demo has expired. Ask your Lipi contact for a new link.',
  gone: 'This demo link does not exist or was withdrawn.',
} as const;

/** At most this long ahead: demos are for a sales conversation, not a free hosting. */
export const DEMO_MAX_DAYS = 90;

const expiresAtSchema = z.iso.datetime({ offset: true, message: 'expiresAt must be a date and time' });
const demoIdSchema = z.string({ error: 'demoId is required' }).uuid('demoId is not valid');

export const demoEntrySchema = z.object({
  demoId: z.string(),
  label: z.string(),
  url: z.string(),
  languages: z.array(z.string()),
  expiresAt: z.string(),
  isExpired: z.boolean(),
  visits: z.number().int(),
  lastVisitAt: z.string().nullable(),
  ownerEmail: z.string(),
  projectId: z.string(),
  /** The link given to the prospect: opens the site translated through the proxy preview. */
  demoUrl: z.string(),
  createdAt: z.string(),
});
export type DemoEntry = z.infer<typeof demoEntrySchema>;

export const createDemoIdRequest = z.object({
  url: urlSchema,
  languages: languagesSchema,
  expiresAt: expiresAtSchema,
  label: z.string().trim().max(120).optional(),
});
export const demoEntryReply = z.object({ demoEntry: demoEntrySchema });

export const fetchDemoIdsRequest = pageRequest.extend({ search: z.string().trim().max(200).optional() });
export const fetchDemoIdsReply = z.object({ demoIdList: z.array(demoEntrySchema), totalDemoIds: z.number().int() });

export const editDemoEntryRequest = z.object({
  demoId: demoIdSchema,
  languages: languagesSchema.optional(),
  expiresAt: expiresAtSchema.optional(),
  label: z.string().trim().max(120).optional(),
});
export const deleteDemoEntryRequest = z.object({ demoId: demoIdSchema });
export const deleteDemoEntryReply = z.object({ demoId: z.string() });
