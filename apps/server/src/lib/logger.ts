import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config.ts';

/**
 * Paths pino replaces with "[Redacted]" wherever a log line carries them: credentials in headers
 * (a request logged with its headers, an HTTP client error with its config) and secrets in objects.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  // HTTP client errors (an engine or webhook call) carry their request config.
  '*.config.headers.authorization',
  '*.config.headers.cookie',
  '*.request.headers.authorization',
  'authorization',
  'cookie',
  'token',
  'password',
  'apikey',
  'apiKey',
  'secret',
  '*.token',
  '*.password',
  '*.passwordHash',
  '*.apikey',
  '*.apiKey',
  '*.secret',
  '*.otp',
];

/** Query parameters whose values never reach a log line (tokens in links, keys of public calls). */
const SECRET_PARAM = /token|key|secret|password|otp|code|signature|auth/i;

/** A URL with the values of secret-looking query parameters replaced, for request log lines. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (SECRET_PARAM.test(key)) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

type RequestLike = { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      // Fastify's own request fields, with secret query values removed from the URL.
      req: (req: RequestLike) =>
        typeof req?.url === 'string' && typeof req.method === 'string'
          ? { method: req.method, url: redactUrl(req.url), host: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort }
          : req, // something else logged as `req` (its headers are covered by REDACT_PATHS)
      err: pino.stdSerializers.err,
    },
  };
}

/** The one structured logger of the process; the app logs through it, main.ts logs fatal errors through it. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(config), destination) : pino(loggerOptions(config));
}
