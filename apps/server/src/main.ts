import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { listenErrorMessage } from './lib/listen-error.ts';
import { createLogger } from './lib/logger.ts';
import { ensureSuperAdmin } from './modules/users/seed-admin.ts';
import { startBanner } from './start-banner.ts';

let logger: Logger | undefined;
let app: FastifyInstance | undefined;
let database: Database | undefined;
let closing = false;

/**
 * Bounded shutdown: the app stops taking requests, in-flight requests finish, crawl and
 * translation slices hand their work back, running jobs get most of the deadline; whatever still
 * runs when SHUTDOWN_TIMEOUT_SECONDS is up is abandoned (its jobs are retried by the next start).
 */
async function shutdown(config: Config, reason: string, exitCode: number) {
  if (closing) return;
  closing = true;
  logger?.info({ reason, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutting down');
  const deadline = setTimeout(() => {
    logger?.error({ reason }, `shutdown did not finish within ${config.SHUTDOWN_TIMEOUT_SECONDS} s: exiting with work in flight`);
    process.exit(exitCode || 1);
  }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  deadline.unref();
  try {
    await app?.close();
    await database?.close();
    logger?.info({ reason }, 'stopped');
  } catch (err) {
    logger?.error({ err }, 'shutdown failed');
    exitCode ||= 1;
  }
  process.exit(exitCode);
}

function handleSignalsAndFatalErrors(config: Config) {
  process.on('SIGTERM', () => void shutdown(config, 'SIGTERM', 0));
  process.on('SIGINT', () => {
    if (closing) process.exit(130); // a second Ctrl-C means now
    void shutdown(config, 'SIGINT', 0);
  });
  process.on('uncaughtException', (err) => {
    logger?.fatal({ err }, 'uncaught exception');
    void shutdown(config, 'uncaughtException', 1);
  });
  process.on('unhandledRejection', (err) => {
    logger?.fatal({ err }, 'unhandled promise rejection');
    void shutdown(config, 'unhandledRejection', 1);
  });
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  logger = createLogger(config);
  handleSignalsAndFatalErrors(config);

  database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { pgliteDir: join(config.DATA_DIR, 'pgdata'), mode: config.PGLITE_MODE });
  // The embedded database's thread died: every query fails from now on, so stop rather than limp.
  database.onFailure?.((err) => {
    logger?.fatal({ err }, 'the embedded database stopped');
    void shutdown(config, 'embedded database failure', 1);
  });
  let admin: Awaited<ReturnType<typeof ensureSuperAdmin>> = { created: false };
  const db = database.db;
  // Seeding runs under the migration lock too, so two first starts create one super admin.
  await database.migrate({
    onWait: () => logger?.info('another instance is migrating the database: waiting for it'),
    andThen: async () => {
      admin = await ensureSuperAdmin(db, config);
    },
  });
  app = await buildApp(config, { database, logger });
  if (admin.created) {
    // The generated password goes to the terminal only, never into the structured log (log files are shipped and kept).
    logger.warn(
      { email: config.ADMIN_EMAIL },
      admin.generatedPassword ? 'super admin created; its password was printed on the terminal' : 'super admin created with ADMIN_PASSWORD',
    );
    if (admin.generatedPassword) process.stdout.write(`\n  Lipi super admin: ${config.ADMIN_EMAIL}\n  Password (shown once): ${admin.generatedPassword}\n\n`);
  }
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    console.error(listenErrorMessage(err as NodeJS.ErrnoException, config));
    closing = true;
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  const banner = startBanner(config, {
    mail: app.ctx.mail.kind,
    sms: app.ctx.sms.kind,
    database: database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL',
  });
  console.log(banner.lines.join('\n'));
  for (const warning of banner.warnings) console.warn(`\n  ${warning}\n`);
}

main().catch((err: unknown) => {
  // The start failed before the app ran (database unreachable, a migration error…).
  logger?.fatal({ err }, 'Lipi could not start');
  console.error(`Lipi could not start: ${(err as Error).message}`);
  process.exit(1);
});
