import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { closeRedis } from './lib/redis-close.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRecaptcha, type CaptchaVerifier } from './adapters/captcha/recaptcha.ts';
import { createDevMailbox, createDevSmsOutbox } from './adapters/dev-outbox.ts';
import type { MailAdapter } from './adapters/mail/mail-adapter.ts';
import { createSmtpMail } from './adapters/mail/smtp-mail.ts';
import { createMtEngines, type MtEngines } from './adapters/mt/engines.ts';
import type { SmsAdapter } from './adapters/sms/sms-adapter.ts';
import type { StorageAdapter } from './adapters/storage/storage-adapter.ts';
import { createStorage } from './adapters/storage/storage.ts';
import { createWebhookSms } from './adapters/sms/webhook-sms.ts';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { startJobQueue, type JobQueue } from './jobs/queue.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { attachRealtime } from './realtime/realtime.ts';
import { registerRoutes } from './routes.ts';
import { createLogger } from './lib/logger.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { createMetrics, type Metrics } from './modules/metrics/metrics.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { measuredEngines } from './modules/metrics/mt-metrics.ts';
import type { Logger } from 'pino';

export type AppDeps = {
  database: Database;
  clock?: Clock;
  mail?: MailAdapter;
  sms?: SmsAdapter;
  storage?: StorageAdapter;
  captcha?: CaptchaVerifier;
  /** Machine-translation engines; tests pass fakes (fromAdapters) instead of the configured ones. */
  mt?: MtEngines;
  queue?: JobQueue;
  /** Set to false in tests that drive jobs by hand. */
  startWorkers?: boolean;
  /** The process's logger (main.ts); by default one is made from LOG_LEVEL. */
  logger?: Logger;
  metrics?: Metrics;
  /** Sees every route as it is declared (the route-table tests collect them with it). */
  onRoute?: (route: RouteOptions) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole app; main.ts runs it, tests inject into it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const logger = deps.logger ?? (config.LOG_LEVEL === 'silent' ? undefined : createLogger(config));
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // plugins/request-log.ts writes one line per request instead (no headers, polling at debug).
    logController: new LogController({ disableRequestLogging: true }),
    // Only the proxies TRUST_PROXY names may set X-Forwarded-For; by default request.ip is the peer.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
  }) as unknown as FastifyInstance;
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = deps.database.db;
  const log = app.log;
  const queue =
    deps.queue ??
    (await startJobQueue(deps.database, {
      pollSeconds: config.JOB_POLL_SECONDS,
      onError: (err) => log.error({ err }, 'job queue error'),
      onRefused: (err, job) => log.error({ err, job }, 'job payload refused: the job fails, the worker goes on'),
      // Most of the shutdown deadline is for running jobs; the rest for closing connections.
      stopTimeoutMs: Math.max(1000, config.SHUTDOWN_TIMEOUT_SECONDS * 1000 - 3000),
    }));
  const clock = deps.clock ?? systemClock;
  const metrics = deps.metrics ?? createMetrics();
  metrics.setQueueDepthSource(() => queue.depth());
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  const ctx: AppContext = {
    config,
    db,
    clock,
    queue,
    realtime: attachRealtime(app, { config, db, clock }),
    mail: deps.mail ?? (config.SMTP_URL ? createSmtpMail(config.SMTP_URL, config.MAIL_FROM) : createDevMailbox(db, log)),
    sms: deps.sms ?? (config.SMS_WEBHOOK_URL ? createWebhookSms(config.SMS_WEBHOOK_URL) : createDevSmsOutbox(db, log)),
    captcha: deps.captcha ?? createRecaptcha(config.RECAPTCHA_SECRET, config.RECAPTCHA_VERIFY_URL),
    storage: deps.storage ?? createStorage(config),
    mt: measuredEngines(deps.mt ?? createMtEngines(config), metrics),
    metrics,
    redis,
    log,
  };
  if (config.isProduction && (ctx.mail.kind === 'dev-mailbox' || ctx.sms.kind === 'dev-outbox')) {
    log.warn({}, 'SMTP_URL or SMS_WEBHOOK_URL is unset in production: mails or SMS will not be delivered');
  }
  app.decorate('ctx', ctx);

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.google.com', 'https://www.gstatic.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // 'self': the delivery tab frames the proxy's path form, which sandboxes itself (docs/proxy.md).
        frameSrc: ["'self'", 'https://www.google.com'],
      },
    },
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'lipi-rl-' });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });

  registerErrorHandler(app);
  registerRequestLog(app);
  registerMetrics(app, ctx);
  registerAuth(app, ctx);
  await registerOpenApi(app);
  await registerRoutes(app, ctx);
  await serveWebApp(app, config);

  if (deps.startWorkers !== false) {
    const { registerWorkers } = await import('./jobs/workers.ts');
    await registerWorkers(ctx);
  }
  // A shutdown first sends this instance's socket clients away (they reconnect elsewhere), so the
  // HTTP server can close once in-flight requests end; slices of jobs stop in their modules' preClose.
  app.addHook('preClose', async () => ctx.realtime.disconnectLocal());
  app.addHook('onClose', async () => {
    // Jobs first, so nothing reports progress into a closed realtime channel.
    if (!deps.queue) await queue.stop();
    await ctx.realtime.close();
    if (redis) await closeRedis(redis);
    if (!deps.metrics) metrics.close();
  });
  return app;
}

/** The built dashboard from the same port; unknown non-API paths get index.html (client routing). */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const indexFile = join(config.WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexFile)) return;
  await app.register(fastifyStatic, { root: config.WEB_DIST_DIR, wildcard: false, index: false });
  const sendIndex = (_req: unknown, reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown }) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', { config: { policy: 'public' } }, sendIndex as never);
  app.get('/*', { config: { policy: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing file (an old chunk after a rebuild, a mistyped asset) is a 404, never the app page.
    const isAsset = path.startsWith('/assets/') || /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf)$/i.test(path);
    if (isAsset && !path.startsWith('/notification/')) {
      return reply.status(404).send({ success: false, data: null, message: `No such file: ${path}`, type: 'NOT_FOUND' });
    }
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ success: false, data: null, message: `No such call: GET ${request.url.split('?')[0]}`, type: 'NOT_FOUND' });
    }
    return sendIndex(request, reply as never);
  });
}
