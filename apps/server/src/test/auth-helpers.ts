import type { FastifyInstance } from 'fastify';
import { organisations, users } from '../db/schema/index.ts';
import { generateToken } from '../lib/crypto.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { eventually, uniqueEmail, uniquePhone } from './test-app.ts';

// Replies are read loosely on purpose: the tests assert their exact shapes.
type Reply = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { success: boolean; data: any; message: string; type: string | null };
  cookies: Record<string, string>;
  headers: Record<string, unknown>;
};
type CallOptions = { body?: unknown; token?: string; headers?: Record<string, string>; cookies?: Record<string, string>; ip?: string };

/**
 * Every request of a test comes from its own address unless told otherwise: the per-IP rate
 * limits are shared (in Redis) by all suites running at once.
 */
export const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

export async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.inject({
    method,
    url,
    payload: options.body as object | undefined,
    headers,
    cookies: options.cookies,
    remoteAddress: options.ip ?? randomIp(),
  });
  const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  return { status: res.statusCode, body: res.json(), cookies, headers: res.headers };
}

export const post = (app: FastifyInstance, url: string, body?: unknown, options: Omit<CallOptions, 'body'> = {}) =>
  call(app, 'POST', url, { ...options, body: body ?? {} });

type OutboxMessage = { channel: string; to: string; subject: string | null; body: string };

export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  // The dev outbox answers loopback callers only (modules/dev/loopback-only.ts).
  const res = await call(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`, { ip: '127.0.0.1' });
  return res.body.data.messages;
}

/** Waits, as a person would, for a message with a 6-digit code that is not one of `seen`. */
export async function waitForCode(app: FastifyInstance, to: string, seen: string[] = []): Promise<string> {
  return eventually(async () => {
    for (const message of await readOutbox(app, to)) {
      const code = /\b(\d{6})\b/.exec(message.body)?.[1];
      if (code && !seen.includes(code)) return code;
    }
    return undefined;
  });
}

/** Waits for a mailed link to `${PUBLIC_URL}/{path}/{token}` and returns the token. */
export async function waitForLink(app: FastifyInstance, to: string, path: 'verification' | 'new-password', seen: string[] = []): Promise<string> {
  return eventually(async () => {
    for (const message of await readOutbox(app, to)) {
      const token = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(message.body)?.[1];
      if (token && !seen.includes(token)) return token;
    }
    return undefined;
  });
}

export const freeTrialForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: uniqueEmail('trial'),
  phone: uniquePhone(),
  url: `https://${generateToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}.example.org/`,
  languages: ['hi', 'mr'],
  password: 'Correct-Horse-9',
  ...overrides,
});

/** The whole free trial through the API: Send OTP, both codes from the outbox, onboarding. */
export async function completeFreeTrial(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const form = freeTrialForm(overrides);
  const ip = randomIp();
  const sent = await post(app, '/api/auth/sendOtp', form, { ip });
  const authenticationCode: string = sent.body.data.authenticationCode;
  const emailSent = await post(app, '/api/auth/sendEmailOTP', { email: form.email }, { ip });
  const verifyEmailToken: string = emailSent.body.data.token;
  const phoneCode = await waitForCode(app, form.phone);
  const emailCode = await waitForCode(app, form.email);
  await post(app, '/api/auth/verifyOtp', { otp: phoneCode, authenticationCode }, { ip });
  await post(app, '/api/auth/verifyEmailOTP', { otp: emailCode, verifyEmailToken, authenticationCode, email: form.email }, { ip });
  const onboard = await post(app, '/api/auth/onboard/free-org', { authenticationCode }, { ip });
  return { form, authenticationCode, onboard };
}

type UserOptions = { role?: string; password?: string; emailVerified?: boolean; lastActiveAt?: Date; email?: string };

/** A user straight in the database (a factory, for tests that are not about registration). */
export async function createUser(app: FastifyInstance, options: UserOptions = {}) {
  const password = options.password ?? 'Valid-Password-1';
  const email = options.email ?? uniqueEmail(options.role ?? 'member');
  const [org] = await app.ctx.db.insert(organisations).values({ name: 'Test organisation' }).returning({ id: organisations.id });
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      organisationId: org!.id,
      name: 'Test User',
      email,
      passwordHash: await hashPassword(password),
      role: options.role ?? 'organisationAdmin',
      apikey: generateToken(24),
      emailVerified: options.emailVerified ?? true,
      ...(options.lastActiveAt ? { lastActiveAt: options.lastActiveAt } : {}),
    })
    .returning();
  return { ...user!, password };
}

export async function signIn(app: FastifyInstance, email: string, password: string, ip = randomIp()) {
  const res = await post(app, '/api/auth', { email, password }, { ip });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body.message}`);
  return { token: res.body.data.token as string, cookies: res.cookies, body: res.body };
}
