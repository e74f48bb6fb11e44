import { z } from 'zod';
import { userCheckQuery, userCheckReply, userUpdateReply } from '../api/auth.ts';
import {
  accessVerifyRequest,
  adminUserUpdateRequest,
  categoryListReply,
  categoryListRequest,
  collaboratorListReply,
  createUserReply,
  createUserRequest,
  deliveryManagerListReply,
  fetchUserDetailsReply,
  fetchUserDetailsRequest,
  pageAccessReply,
  resetPasswordThroughProfileRequest,
  switchStatusReply,
  switchStatusRequest,
  userListReply,
  userListRequest,
} from '../api/users.ts';
import { defineRoute } from './define.ts';

const tag = 'Users';

/** The signed-in user's own calls. */
export const USER_ROUTES = {
  check: defineRoute({
    method: 'GET',
    path: 'user/check',
    tag,
    summary: 'The signed-in user (and a last-active touch)',
    query: userCheckQuery,
    reply: userCheckReply,
  }),
  /** The client's spelling: /api/user/check/?timestamp=… (trailing slash; the timestamp only defeats caches). */
  checkSlash: defineRoute({
    method: 'GET',
    path: 'user/check/',
    tag,
    summary: 'The signed-in user (the trailing-slash spelling)',
    query: userCheckQuery,
    reply: userCheckReply,
  }),
  list: defineRoute({
    method: 'POST',
    path: 'user/list',
    tag,
    summary: 'Users the caller manages, paged, searchable, by role and status',
    body: userListRequest,
    reply: userListReply,
  }),
  details: defineRoute({
    method: 'POST',
    path: 'user/fetchUserDetails',
    tag,
    summary: 'One user by api key',
    body: fetchUserDetailsRequest,
    reply: fetchUserDetailsReply,
    errors: ['NOT_FOUND'],
  }),
  deliveryManagers: defineRoute({
    method: 'GET',
    path: '/user/delivery-manager/list',
    tag,
    summary: "The delivery managers of the caller's organisation",
    reply: deliveryManagerListReply,
  }),
  collaborators: defineRoute({
    method: 'GET',
    path: '/user/collaborator/list',
    tag,
    summary: "The collaborators of the caller's organisation with their assigned domains",
    reply: collaboratorListReply,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/user',
    tag,
    summary: 'Create a user; they are mailed a link to set a password',
    body: createUserRequest,
    reply: createUserReply,
    errors: ['CONFLICT', 'FORBIDDEN', 'NOT_FOUND'],
  }),
  switchStatus: defineRoute({
    method: 'POST',
    path: '/user/switchStatus',
    tag,
    summary: 'Activate or deactivate a user (deactivation ends their sessions)',
    body: switchStatusRequest,
    reply: switchStatusReply,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
  update: defineRoute({
    method: 'POST',
    path: '/user/update',
    tag,
    summary: 'Agree to the terms (own api key) or edit a user: name, role, nmt flag',
    body: adminUserUpdateRequest,
    reply: userUpdateReply,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
  resetPasswordThroughProfile: defineRoute({
    method: 'POST',
    path: '/user/resetPasswordThroughProfile',
    tag,
    summary: 'Change the own password (current one required; other sessions end)',
    body: resetPasswordThroughProfileRequest,
    reply: userUpdateReply,
    errors: ['BAD_REQUEST'],
  }),
  accessVerify: defineRoute({
    method: 'POST',
    path: '/user/access/verify',
    tag,
    summary: 'May the caller open this dashboard page',
    body: accessVerifyRequest,
    reply: pageAccessReply,
  }),
  categories: defineRoute({
    method: 'POST',
    path: 'user/update/category/list',
    tag,
    summary: "Set a parliament user's document categories",
    body: categoryListRequest,
    reply: categoryListReply,
    errors: ['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND'],
  }),
} as const;

/** The development outbox (never registered in production); health and readiness are HEALTH_ROUTES. */
export const SYSTEM_ROUTES = {
  devOutbox: defineRoute({
    method: 'GET',
    path: 'dev/outbox',
    tag: 'System',
    summary: 'Development only: mails and SMS kept instead of sent, newest first',
    query: z.object({ to: z.string().max(320).optional(), since: z.coerce.date().optional() }),
    reply: z.object({
      messages: z.array(
        z.object({ id: z.string(), channel: z.string(), to: z.string(), subject: z.string().nullable(), body: z.string(), createdAt: z.date() }),
      ),
    }),
  }),
} as const;
