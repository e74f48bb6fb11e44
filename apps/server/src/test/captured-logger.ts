import { createLogger } from '../lib/logger.ts';

/** The app's real logger (same options as production) writing its JSON lines into an array. */
export function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown> & { msg?: string; req?: { url: string; remoteAddress: string } });
  return { logger, lines, entries };
}
