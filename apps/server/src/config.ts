import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { createAllowlist } from './lib/net/allowlist.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';
import { runtimePaths } from './lib/runtime-paths.ts';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.url().optional();

/** Every setting Lipi reads. README's table lists the same names and defaults. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** Without DATABASE_URL: PGlite on a worker thread (`worker`) or on the server's own thread (`inline`). */
  PGLITE_MODE: z.enum(['worker', 'inline']).default('worker'),
  REDIS_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Lipi <no-reply@lipi.local>'),
  SMS_WEBHOOK_URL: optionalUrl,
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  MAILER_SERVICE_ENABLED: bool.default(true),
  // Machine-translation engines (docs/mt-engines.md). An engine is offered only when its required settings are set.
  LIBRETRANSLATE_URL: optionalUrl,
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  APERTIUM_URL: optionalUrl,
  BHASHINI_USER_ID: z.string().optional(),
  BHASHINI_API_KEY: z.string().optional(),
  BHASHINI_PIPELINE_ID: z.string().default('64392f96daac500b55c543cd'),
  BHASHINI_CONFIG_URL: z.url().default('https://meity-auth.ulcacontrib.org/ulca/apis/v0/model/getModelsPipeline'),
  GOOGLE_TRANSLATE_API_KEY: z.string().optional(),
  GOOGLE_TRANSLATE_URL: z.url().default('https://translation.googleapis.com/language/translate/v2'),
  MICROSOFT_TRANSLATOR_KEY: z.string().optional(),
  MICROSOFT_TRANSLATOR_REGION: z.string().optional(),
  MICROSOFT_TRANSLATOR_URL: z.url().default('https://api.cognitive.microsofttranslator.com'),
  DEEPL_AUTH_KEY: z.string().optional(),
  DEEPL_URL: optionalUrl,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().optional(),
  // Payments (docs/billing.md). Without the three Razorpay settings the dev gateway is used (never in production).
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  // Documents: the TMS's signed callback fileTranslation/webhook (Standard Webhooks, `whsec_` + base64). Unset: the call refuses everything.
  DOCUMENT_WEBHOOK_SECRET: z.string().optional(),
  SALES_EMAIL: z.string().default('sales@lipi.local'),
  SELLER_NAME: z.string().default('Lipi Localisation'),
  SELLER_ADDRESS: z.string().default('Address not set (SELLER_ADDRESS)'),
  SELLER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/, 'SELLER_GSTIN is not a valid GSTIN')
    .optional(),
  /** Two-digit GST state code of the seller (from the GSTIN when that is set). */
  SELLER_STATE_CODE: z
    .string()
    .regex(/^\d{2}$/)
    .default('29'),
  // External translation-management service (docs/professional-translation.md, "External TMS").
  TMS_URL: optionalUrl,
  TMS_API_KEY: z.string().optional(),
  TMS_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'TMS_WEBHOOK_SECRET must be whsec_ followed by base64')
    .optional(),
  MT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  CLOCK_SKEW_SECONDS: z.coerce.number().int().min(1).default(600),
  ADMIN_EMAIL: z.string().default('admin@lipi.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SWALEKH_URL: z.string().default(''),
  KEYBOARD: z.string().default('swalekh'),
  KEYBOARD_MODE: z.string().default('phonetic'),
  RENDER_BASE_URL: z.string().optional(),
  RENDER_SUBDOMAIN: z.string().default('localhost'),
  WEB_DIST_DIR: z.string().default(runtimePaths.webDist),
  // Uploaded files (KYC documents): a folder under DATA_DIR unless an S3-compatible bucket is named.
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  S3_PREFIX: z.string().default('lipi/'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  /** How long a stopping server waits for requests and job slices before it exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  /** Which proxies may set X-Forwarded-For (lib/trust-proxy.ts); by default none, so request.ip is the peer. */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /** Bearer token for GET /metrics; unset → only callers on this machine (loopback, not proxied) may read it. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * Addresses the crawler may reach although the SSRF guard refuses them (loopback, private
   * networks): local development and tests only. A typo stops the start rather than allowing nothing.
   */
  FETCH_ALLOWLIST: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .superRefine((entries, ctx) => {
      try {
        createAllowlist(entries);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
});

export type Config = Readonly<
  Omit<z.infer<typeof envSchema>, 'JWT_SECRET' | 'PUBLIC_URL' | 'RENDER_BASE_URL'> & {
    JWT_SECRET: string;
    PUBLIC_URL: string;
    RENDER_BASE_URL: string;
    isProduction: boolean;
  }
>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** A JWT secret that survives restarts without being set: generated once and kept in the data folder. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment once; a bad value stops the start with a readable list of every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const c = parsed.data;
  if (c.DATABASE_URL && !c.JWT_SECRET) {
    // A secret generated per data folder would differ per instance: sessions from one would fail on the others.
    throw new ConfigError([
      'JWT_SECRET: required when DATABASE_URL is set (every instance on that database must sign sessions with the same secret, at least 32 characters)',
    ]);
  }
  const dataDir = resolve(c.DATA_DIR);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return Object.freeze({
    ...c,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    RENDER_BASE_URL: c.RENDER_BASE_URL ?? `${publicUrl}/render`,
    JWT_SECRET: c.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    isProduction: c.NODE_ENV === 'production',
  });
}
