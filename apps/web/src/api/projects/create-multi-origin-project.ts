import { PROJECT_ROUTES, type RouteInput } from '@lipi/contract';
import { callEnvelope } from '../../lib/call.ts';

export type CreateMultiOriginInput = RouteInput<typeof PROJECT_ROUTES.createMultiOrigin>;

export const createMultiOriginProject = (input: CreateMultiOriginInput) => callEnvelope(PROJECT_ROUTES.createMultiOrigin, input);
