import { API_TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { callEnvelope } from '../../lib/call.ts';

export type CreateApiProjectInput = RouteInput<typeof API_TRANSLATION_ROUTES.createApiProject>;

/** An API / JSON content project: a name and languages, no website and no crawl. */
export const createApiProject = (input: CreateApiProjectInput) => callEnvelope(API_TRANSLATION_ROUTES.createApiProject, input);
