import type { Config } from './config.ts';
import { isLoopbackAddress } from './modules/dev/loopback-only.ts';

type Channels = { mail: 'smtp' | 'dev-mailbox'; sms: 'webhook' | 'dev-outbox'; database: string };

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'the configured server';
  }
};

/** `HOST` values only this machine can reach; 0.0.0.0 and :: mean every interface. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || isLoopbackAddress(name);
}

/**
 * What the start prints: where Lipi runs, where mails and SMS go (a developer must know that a reset
 * link lands in the dev outbox, an operator that nothing is delivered), and a warning when a
 * development start listens where other machines can reach it.
 */
export function startBanner(config: Config, channels: Channels): { lines: string[]; warnings: string[] } {
  const outbox = `${config.PUBLIC_URL}/dev/outbox`;
  const where = (kept: boolean, sent: string) =>
    !kept
      ? sent
      : config.isProduction
        ? 'NOT delivered (no provider is set; the dev outbox is off in production)'
        : `kept in the dev outbox, ${outbox} (readable from this machine only)`;
  const lines = [
    `Lipi is running at ${config.PUBLIC_URL} (database: ${channels.database})`,
    `Mail: ${where(channels.mail === 'dev-mailbox', `sent through SMTP at ${hostOf(config.SMTP_URL ?? '')} from ${config.MAIL_FROM}`)}`,
    `SMS: ${where(channels.sms === 'dev-outbox', `sent through the webhook at ${hostOf(config.SMS_WEBHOOK_URL ?? '')}`)}`,
  ];
  const warnings: string[] = [];
  if (!config.isProduction && !isLoopbackHost(config.HOST)) {
    warnings.push(
      `WARNING: development mode (NODE_ENV=${config.NODE_ENV}) listening on ${config.HOST}:${config.PORT}, so other machines can reach it. ` +
        'Development mode is meant for your own machine: set HOST=127.0.0.1, or run with NODE_ENV=production (and SMTP_URL) for a server others use.',
    );
  }
  return { lines, warnings };
}
