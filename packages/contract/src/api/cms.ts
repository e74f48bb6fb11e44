import { z } from 'zod';
import { apiTranslationStatusSchema } from '../statuses.ts';
import { projectIdSchema } from './projects.ts';

/** Headless CMS content (Strapi 5, and 4's response shape): spec 02 §7, issue 14 §3; docs/cms.md. */
export const CMS_MESSAGES = {
  verified: 'Api verification successfull',
  verifyFailed: 'INVALID API: Api verication failed',
  saved: 'CMS details updated successfully',
  contentTypesSaved: 'Content types updated successfully',
  syncStarted: 'Sync started',
  applyStarted: 'Localization apply started',
  autoOn: 'Automatic CMS update turned on',
  autoOff: 'Automatic CMS update turned off',
  notConnected: 'Please connect a CMS first',
  noContentTypes: 'Please choose at least one content type to translate',
  syncRunning: 'A sync of this project is already running',
  webhookAccepted: 'Webhook accepted',
  webhookRefused: 'Webhook refused',
} as const;

export const CMS_ENVIRONMENTS = ['prod', 'staging'] as const;
export const CMS_KINDS = ['singleType', 'collectionType'] as const;
/** Strapi attribute types whose text is translated; others (uid, enumeration, relation…) never are. */
export const CMS_TEXT_TYPES = ['string', 'text', 'richtext', 'blocks'] as const;
/** The header Strapi is told to send with its webhook (Settings → Webhooks → Headers). */
export const CMS_WEBHOOK_HEADER = 'x-lipi-webhook-secret';

const baseUrlSchema = z
  .string({ error: 'Please enter the CMS address' })
  .trim()
  .url('Please enter a valid CMS address')
  .max(500)
  .refine((u) => /^https?:\/\//i.test(u), 'Please enter a valid CMS address');

export const cmsProjectRequest = z.object({ projectId: projectIdSchema });

/** `api/verify` checks an address and token without saving; `details/update` saves them (verified first). */
export const cmsVerifyRequest = z.object({
  projectId: projectIdSchema,
  baseUrl: baseUrlSchema,
  /** Empty on update = keep the stored token. */
  token: z.string().trim().max(2000).optional(),
});
export const cmsVerifyReply = z.object({
  verified: z.boolean(),
  version: z.number().int(),
  locales: z.array(z.object({ code: z.string(), name: z.string(), isDefault: z.boolean() })),
  contentTypes: z.number().int(),
});
export const cmsDetailsUpdateRequest = cmsVerifyRequest.extend({
  environment: z.enum(CMS_ENVIRONMENTS).default('prod'),
  domain: z.string().trim().max(253).default(''),
});

export const cmsFieldSchema = z.object({ name: z.string(), type: z.string(), localized: z.boolean(), translatable: z.boolean() });
export const cmsContentTypeSchema = z.object({
  uid: z.string(),
  kind: z.enum(CMS_KINDS),
  displayName: z.string(),
  pluralName: z.string(),
  singularName: z.string(),
  localized: z.boolean(),
  fields: z.array(cmsFieldSchema),
  selected: z.boolean(),
  selectedFields: z.array(z.string()),
});
export const cmsContentTypesReply = z.object({ contentTypes: z.array(cmsContentTypeSchema) });
export const cmsContentTypesUpdateRequest = z.object({
  projectId: projectIdSchema,
  contentTypes: z.array(z.object({ uid: z.string().trim().min(1).max(200), fields: z.array(z.string().max(200)).max(200) })).max(200),
});

export const cmsSyncSchema = z.object({
  syncId: z.string(),
  mode: z.enum(['full', 'entry', 'apply']),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  phase: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
/** Live progress of a CMS sync, pushed to the project's room (at most 4 a second, and at every phase change). */
export const CMS_SYNC_PROGRESS_EVENT = 'cms:sync';
export type CmsSyncProgress = z.infer<typeof cmsSyncSchema> & { projectId: string };

export const cmsDetailsReply = z.object({
  connected: z.boolean(),
  provider: z.literal('strapi'),
  baseUrl: z.string(),
  hasToken: z.boolean(),
  version: z.number().int(),
  environment: z.enum(CMS_ENVIRONMENTS),
  domain: z.string(),
  autoSync: z.boolean(),
  webhookUrl: z.string(),
  webhookHeader: z.string(),
  locales: z.array(z.string()),
  verifiedAt: z.string().nullable(),
});

export const cmsEntrySchema = z.object({
  uid: z.string(),
  documentId: z.string(),
  title: z.string(),
  status: z.string(),
  appliedLangs: z.array(z.string()),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export const cmsApiListReply = z.object({
  contentTypes: z.array(
    z.object({
      uid: z.string(),
      displayName: z.string(),
      kind: z.enum(CMS_KINDS),
      status: apiTranslationStatusSchema,
      entries: z.number().int(),
      segments: z.number().int(),
    }),
  ),
  entries: z.array(cmsEntrySchema),
  lastSync: cmsSyncSchema.nullable(),
});

export const cmsSyncRequest = z.object({ projectId: projectIdSchema, uids: z.array(z.string().max(200)).max(200).optional() });
export const cmsAutoUpdateRequest = z.object({ projectId: projectIdSchema, autoSync: z.boolean() });
/** The secret is in the reply that turns automatic updates on, only: Strapi is given it once. */
export const cmsAutoUpdateReply = z.object({ autoSync: z.boolean(), webhookUrl: z.string(), webhookHeader: z.string(), secret: z.string().optional() });
export const cmsApplyRequest = z.object({ projectId: projectIdSchema, targetLang: z.string().max(20).optional() });

/** Strapi's webhook body; only a hint (the entry is re-read by its documentId). */
export const cmsWebhookQuery = z.object({ projectId: projectIdSchema });
export const cmsWebhookBody = z
  .object({
    event: z.string().max(100),
    createdAt: z.string().max(100),
    uid: z.string().max(200).optional(),
    model: z.string().max(200).optional(),
    entry: z
      .object({ documentId: z.string().max(100).optional(), id: z.union([z.number(), z.string()]).optional() })
      .passthrough()
      .nullish(),
  })
  .passthrough();
export const cmsWebhookReply = z.object({ accepted: z.boolean(), syncId: z.string().nullable() });
