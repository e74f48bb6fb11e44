import { z } from 'zod';
import { userStatusSchema } from '../admin-roles.ts';
import { roleSchema } from '../roles.ts';
import { emailSchema, MESSAGES, passwordSchema } from '../validation.ts';
import { parliamentCategorySchema } from '../vocabularies.ts';
import { pageRequest } from './projects.ts';

/** Messages of the users calls, shown by the dashboard as they are. */
export const USER_MESSAGES = {
  created: 'User created successfully. A link to set the password has been mailed.',
  emailTaken: 'A user with this email already exists',
  roleNotAllowed: 'You are not allowed to give this role',
  notFound: 'User not found',
  organisationNotFound: 'Organisation not found',
  updated: 'User updated successfully',
  activated: 'User activated',
  deactivated: 'User deactivated. Their sessions have been ended.',
  selfDeactivate: 'You cannot deactivate your own account',
  selfRole: 'You cannot change your own role',
  lastSuperAdmin: 'The last active super admin cannot be deactivated or lose the role',
  categoriesOnlyParliament: 'Document categories apply only to Lok Sabha and Rajya Sabha users',
  categoriesUpdated: 'Categories updated',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  wrongPassword: 'The current password is not correct',
  samePassword: 'The new password must be different from the current one',
  deactivatedLogin: 'Your account has been deactivated. Please contact your administrator.',
  nmtDisabled: 'Machine translation is switched off for your account. Please contact your administrator.',
  nmtDisabledOrganisation: 'Machine translation is switched off for your organisation. Please contact your administrator.',
} as const;

const userIdSchema = z.string({ error: 'userId is required' }).trim().uuid('userId is not valid');
const categoriesSchema = z
  .array(parliamentCategorySchema)
  .max(6)
  .transform((codes) => [...new Set(codes)]);
const userNameSchema = z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).min(3, MESSAGES.nameMin).max(100);

/** A user as the administration screens see it (no api key, no hash). */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  status: userStatusSchema,
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  nmtEnabled: z.boolean(),
  categories: z.array(z.string()),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListRequest = pageRequest.extend({
  search: z.string().trim().max(200).optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  /** Super admins only: one organisation's users (others always see their own organisation). */
  organisationId: z.string().uuid().optional(),
});
export const userListReply = z.object({ users: z.array(adminUserSchema), totalUsers: z.number().int() });

export const fetchUserDetailsRequest = z.object({ apikey: z.string({ error: 'apikey is required' }).trim().min(1, 'apikey is required').max(200) });
export const fetchUserDetailsReply = adminUserSchema;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), organisationId: z.string().nullable(), isActive: z.boolean() });
export const deliveryManagerListReply = z.object({ deliveryManagers: z.array(personSchema) });
export const collaboratorRowSchema = personSchema.extend({
  /** Domains assigned to the collaborator: the row links to the project's domain assignment. */
  domains: z.array(z.object({ projectId: z.string(), projectName: z.string(), hostname: z.string() })),
});
export const collaboratorListReply = z.object({ collaborators: z.array(collaboratorRowSchema) });

export const createUserRequest = z.object({
  name: userNameSchema,
  email: emailSchema,
  role: roleSchema,
  /** Super admins name the organisation; everyone else creates inside their own. */
  organisationId: z.string().uuid().optional(),
  nmtEnabled: z.boolean().optional(),
  categories: categoriesSchema.optional(),
});
export const createUserReply = adminUserSchema;

export const switchStatusRequest = z.object({ userId: userIdSchema, isActive: z.boolean() });
export const switchStatusReply = adminUserSchema;

/**
 * POST /user/update. The terms gate sends {apikey, updateObj: {contractAgreed}} for the signed-in user
 * (spec 01 §2); administrators name a user by userId (or apikey) and change name, role or the nmt flag.
 */
export const adminUserUpdateRequest = z.object({
  apikey: z.string().max(200).optional().nullable(),
  userId: userIdSchema.optional(),
  updateObj: z
    .object({
      contractAgreed: z.boolean().optional(),
      name: userNameSchema.optional(),
      role: roleSchema.optional(),
      nmtEnabled: z.boolean().optional(),
    })
    .strict(),
});

export const resetPasswordThroughProfileRequest = z
  .object({ currentPassword: z.string().min(1, 'Please enter your current password').max(128), password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.newPasswordMismatch, path: ['confirmPassword'] });

export const accessVerifyRequest = z.object({ pageKey: z.string().trim().min(1).max(60) });
export const pageAccessReply = z.object({ pageKey: z.string(), allowed: z.boolean() });

export const categoryListRequest = z.object({ userId: userIdSchema, categories: categoriesSchema });
export const categoryListReply = z.object({ userId: z.string(), categories: z.array(z.string()) });
