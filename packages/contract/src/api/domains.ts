import { z } from 'zod';
import { projectDomainSchema, projectIdSchema, projectLanguagesSchema, pageRequest } from './projects.ts';
import { urlSchema } from '../validation.ts';

/** Messages of the domain calls; addNewDomain and deleteDomain also put them in data.status. */
export const DOMAIN_MESSAGES = {
  added: 'Domain added successfully',
  deleted: 'Domain deleted successfully',
  exists: (hostname: string) => `Domain ${hostname} is already part of a project`,
  notFound: 'Domain not found',
  primary: 'The main domain of a project cannot be deleted',
  updated: 'Domain updated successfully',
  toggled: 'Domain status updated',
  onlyCollaborators: 'Only collaborators of your organisation can be assigned to a domain',
  assigned: 'Collaborators assigned successfully',
  unassigned: 'Collaborator removed from the domain',
} as const;

export const hostnameSchema = z.string({ error: 'hostname is required' }).trim().toLowerCase().min(1, 'hostname is required').max(253);
export const domainRequest = z.object({ projectId: projectIdSchema, hostname: hostnameSchema });

export const collaboratorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export const domainWithCollaboratorsSchema = projectDomainSchema.extend({ collaborators: z.array(collaboratorSchema) });

/** project/addNewDomain and project/deleteDomain: data.status is set on failure too (the client shows it). */
export const addDomainRequest = z.object({ projectId: projectIdSchema, url: urlSchema, languages: projectLanguagesSchema });
export const addDomainReply = z.object({ status: z.string(), domain: projectDomainSchema });
export const deleteDomainRequest = domainRequest;
export const deleteDomainReply = z.object({ status: z.string(), hostname: z.string() });
export const domainFailureData = z.object({ status: z.string() }).loose();

export const toggleDomainRequest = domainRequest.extend({ isActive: z.boolean().optional() });
export const toggleDomainReply = z.object({ hostname: z.string(), isActive: z.boolean() });

export const domainsReply = z.object({ domains: z.array(domainWithCollaboratorsSchema) });
export const updateDomainRequest = domainRequest.extend({ languages: projectLanguagesSchema });
export const updateDomainReply = projectDomainSchema;

export const domainStatsItemSchema = z.object({
  hostname: z.string(),
  isActive: z.boolean(),
  urlCount: z.number(),
  wordCount: z.number(),
  uniqueWordCount: z.number(),
  /** Machine translation calls and visits are not metered yet: always 0. */
  nmtCall: z.number(),
  totalTraffic: z.number(),
});
export const multiDomainStatsReply = z.object({
  totalDomain: z.number(),
  wordCount: z.number(),
  uniqueWordCount: z.number(),
  nmtCall: z.number(),
  totalTraffic: z.number(),
  domains: z.array(domainStatsItemSchema),
});

export const paginatedDomainsRequest = pageRequest.extend({ projectId: projectIdSchema, search: z.string().trim().max(253).optional() });
export const paginatedDomainsReply = z.object({ domains: z.array(projectDomainSchema), total: z.number() });
export const fetchDomainsReply = z.object({ domains: z.array(projectDomainSchema) });

export const assignCollaboratorsRequest = domainRequest.extend({ userIds: z.array(z.string().trim().min(1).max(100)).min(1).max(100) });
export const collaboratorsReply = z.object({ hostname: z.string(), collaborators: z.array(collaboratorSchema) });
export const removeCollaboratorRequest = domainRequest.extend({ userId: z.string().trim().min(1).max(100) });
