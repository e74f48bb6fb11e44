import {
  newOrganisationReply,
  newOrganisationRequest,
  organisationAllReply,
  organisationDetailsReply,
  organisationEditReply,
  organisationEditRequest,
  organisationIdRequest,
  organisationListReply,
  organisationListRequest,
} from '../api/organisations.ts';
import { defineRoute } from './define.ts';

const tag = 'Organisations';

/** The organisation calls of spec 02 §7. */
export const ORGANISATION_ROUTES = {
  list: defineRoute({
    method: 'POST',
    path: 'organisation/list',
    tag,
    summary: 'Organisations (super admin: all; others: their own), paged and searchable',
    body: organisationListRequest,
    reply: organisationListReply,
  }),
  all: defineRoute({
    method: 'POST',
    path: 'organisation/all',
    tag,
    summary: 'Id and name of every organisation the caller may see (for pickers)',
    reply: organisationAllReply,
  }),
  details: defineRoute({
    method: 'POST',
    path: 'organisation/details',
    tag,
    summary: 'An organisation with its plan, counts and usage this month',
    body: organisationIdRequest,
    reply: organisationDetailsReply,
    errors: ['NOT_FOUND'],
  }),
  edit: defineRoute({
    method: 'POST',
    path: 'organisation/edit',
    tag,
    summary: 'Edit an organisation (name; plan, status and nmt flag: super admin)',
    body: organisationEditRequest,
    reply: organisationEditReply,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
  create: defineRoute({
    method: 'POST',
    path: 'auth/newOrganisation',
    tag,
    summary: 'Create an organisation with its first admin (mailed a set-password link)',
    body: newOrganisationRequest,
    reply: newOrganisationReply,
    errors: ['CONFLICT'],
  }),
} as const;
