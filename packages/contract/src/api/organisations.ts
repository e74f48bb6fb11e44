import { z } from 'zod';
import { emailSchema, MESSAGES } from '../validation.ts';
import { pageRequest } from './projects.ts';

export const ORGANISATION_MESSAGES = {
  created: 'Organisation created. Its admin has been mailed a link to set a password.',
  updated: 'Organisation updated successfully',
  notFound: 'Organisation not found',
  planOnlySuperAdmin: 'Only a super admin can change the plan, status or machine translation of an organisation',
  ownOrganisation: 'You cannot deactivate your own organisation',
} as const;

/** Plans an administrator can set ('free' is the free trial's; payments add more). */
export const ORGANISATION_PLANS = ['free', 'trial', 'starter', 'standard', 'enterprise', 'internal'] as const;
export const organisationPlanSchema = z.enum(ORGANISATION_PLANS);

const organisationIdSchema = z.string({ error: 'organisationId is required' }).trim().uuid('organisationId is not valid');
const organisationNameSchema = z
  .string({ error: MESSAGES.fieldRequired('organisation') })
  .trim()
  .min(1, MESSAGES.fieldRequired('organisation'))
  .max(200);

export const organisationSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.string(),
  isActive: z.boolean(),
  nmtEnabled: z.boolean(),
  createdAt: z.string(),
  usersCount: z.number().int(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationListRequest = pageRequest.extend({ search: z.string().trim().max(200).optional() });
export const organisationListReply = z.object({ organisations: z.array(organisationSchema), totalOrganisations: z.number().int() });

export const organisationAllReply = z.object({ organisations: z.array(z.object({ id: z.string(), name: z.string() })) });

export const organisationIdRequest = z.object({ organisationId: organisationIdSchema });
export const organisationDetailsReply = z.object({
  organisation: organisationSchema,
  plan: z.string(),
  usersCount: z.number().int(),
  projectsCount: z.number().int(),
  /** This calendar month (UTC): engine calls and characters sent, and translated page views. */
  usage: z.object({ month: z.string(), nmtCalls: z.number().int(), nmtCharacters: z.number().int(), pageViews: z.number().int() }),
});

export const organisationEditRequest = z.object({
  organisationId: organisationIdSchema,
  editObject: z
    .object({
      name: organisationNameSchema.optional(),
      plan: organisationPlanSchema.optional(),
      isActive: z.boolean().optional(),
      nmtEnabled: z.boolean().optional(),
    })
    .strict()
    .refine((v) => Object.keys(v).length > 0, 'Nothing to change'),
});
export const organisationEditReply = organisationSchema;

/** POST auth/newOrganisation: a super admin creates an organisation with its first admin. */
export const newOrganisationRequest = z.object({
  organisationName: organisationNameSchema,
  plan: organisationPlanSchema.default('standard'),
  adminName: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).min(3, MESSAGES.nameMin).max(100),
  adminEmail: emailSchema,
});
export const newOrganisationReply = z.object({ organisation: organisationSchema, adminUserId: z.string() });
