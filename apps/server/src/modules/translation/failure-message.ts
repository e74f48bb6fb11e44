import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Runs a call whose unexpected failure the spec names (e.g. 'Unable to fetch TM Revision'): the
 * cause is logged and the client gets that message instead of a generic one. Expected refusals
 * (AppError) pass through unchanged.
 */
export async function withFailureMessage<T>(ctx: Pick<AppContext, 'log'>, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err }, message);
    throw new AppError('INTERNAL', message);
  }
}
