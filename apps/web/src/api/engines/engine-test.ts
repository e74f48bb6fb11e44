import { ENGINE_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type EngineTestInput = RouteInput<typeof ENGINE_ROUTES.test>;
export type EngineTestResult = RouteReply<typeof ENGINE_ROUTES.test>;

export const testEngine = (input: EngineTestInput) => call(ENGINE_ROUTES.test, input);

/** One sample sentence through an engine as the server is configured; a provider failure comes back as `ok: false` with its message. */
export const useEngineTest = () => useMutation({ mutationFn: testEngine });
