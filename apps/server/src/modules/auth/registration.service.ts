import { LIMITS, type freeTrialSchema } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { registrations } from '../../db/schema/index.ts';
import { hours } from '../../lib/clock.ts';
import { generateToken, hashSecret } from '../../lib/crypto.ts';
import { AppError, domainError } from '../../lib/errors.ts';
import { queueMail, queueSms } from '../messaging/messaging.ts';
import { isEmailRegistered } from '../users/users.service.ts';
import { checkOtp, issueOtp } from './otp.service.ts';
import { hashPassword } from './password-hash.ts';

export type Registration = typeof registrations.$inferSelect;
export type OtpStatus = { phoneVerified: boolean; emailVerified: boolean };

/** A free-trial registration must be finished within a day; after that the person starts again. */
export const REGISTRATION_TTL_HOURS = 24;
export const OTP_SENT = 'Kindly verify the OTPs received on your mobile and email.';
const REGISTRATION_GONE = 'This registration has expired or was not found. Please fill in the form again.';

/** '09876543210' and '9876543210' are one phone: counted, matched and texted as 10 digits. */
export const normalisePhone = (phone: string) => phone.replace(/^0/, '');

export const statusOf = (r: Registration): OtpStatus => ({ phoneVerified: r.phoneVerified, emailVerified: r.emailVerified });

/** Finds a registration by its authenticationCode (a bearer secret, stored as a hash). */
export async function getRegistration(ctx: Pick<AppContext, 'db' | 'clock'>, authenticationCode: string): Promise<Registration> {
  const [row] = await ctx.db
    .select()
    .from(registrations)
    .where(eq(registrations.codeHash, hashSecret(authenticationCode)))
    .limit(1);
  const oldest = new Date(ctx.clock.now().getTime() - hours(REGISTRATION_TTL_HOURS));
  if (!row || row.createdAt <= oldest) throw new AppError('BAD_REQUEST', REGISTRATION_GONE);
  if (row.onboardedAt) throw domainError('ALREADY_ONBOARDED');
  return row;
}

async function sendPhoneOtp(ctx: AppContext, r: Pick<Registration, 'id' | 'phone'>, ip: string) {
  const code = await issueOtp(ctx, { channel: 'sms', target: r.phone, subject: r.id }, ip);
  await queueSms(ctx, { to: r.phone, message: `Your Lipi verification code is ${code}. It expires in ${LIMITS.OTP_TTL_MINUTES} minutes.` });
}

/** Send OTP: stores the form (password already hashed) and texts a code to the phone. */
export async function startRegistration(ctx: AppContext, input: z.output<typeof freeTrialSchema>, ip: string): Promise<string> {
  const email = input.email.toLowerCase();
  if (await isEmailRegistered(ctx.db, email)) throw domainError('EMAIL_TAKEN');
  const phone = normalisePhone(input.phone);
  const authenticationCode = generateToken(32);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(registrations)
    .values({
      codeHash: hashSecret(authenticationCode),
      name: input.name,
      email,
      phone,
      url: input.url,
      languages: input.languages,
      passwordHash: await hashPassword(input.password),
      createdAt: now,
    })
    .returning({ id: registrations.id, phone: registrations.phone });
  await sendPhoneOtp(ctx, row!, ip);
  return authenticationCode;
}

/** Resend: a new phone code replaces the old one, unless the phone is already verified. */
export async function resendPhoneOtp(ctx: AppContext, authenticationCode: string, ip: string): Promise<OtpStatus> {
  const registration = await getRegistration(ctx, authenticationCode);
  if (!registration.phoneVerified) await sendPhoneOtp(ctx, registration, ip);
  return statusOf(registration);
}

export async function verifyPhoneOtp(ctx: AppContext, authenticationCode: string, otp: string): Promise<OtpStatus> {
  const registration = await getRegistration(ctx, authenticationCode);
  await checkOtp(ctx, { channel: 'sms', target: registration.phone, subject: registration.id }, otp);
  await ctx.db.update(registrations).set({ phoneVerified: true }).where(eq(registrations.id, registration.id));
  return { ...statusOf(registration), phoneVerified: true };
}

/**
 * Email OTP, keyed by a fresh verifyEmailToken (returned; stored as a hash in the code's subject).
 * The client may send it in parallel with Send OTP, before it holds an authenticationCode, so the
 * code is tied to the registration only when it is verified.
 */
export async function sendEmailOtp(ctx: AppContext, input: { email: string; authenticationCode?: string }, ip: string): Promise<string> {
  const email = input.email.toLowerCase();
  if (input.authenticationCode) {
    const registration = await getRegistration(ctx, input.authenticationCode);
    if (registration.email !== email) throw new AppError('BAD_REQUEST', 'This email does not match your registration.');
  }
  if (await isEmailRegistered(ctx.db, email)) throw domainError('EMAIL_TAKEN');
  const verifyEmailToken = generateToken(32);
  const code = await issueOtp(ctx, { channel: 'email', target: email, subject: hashSecret(verifyEmailToken) }, ip);
  await queueMail(ctx, {
    to: email,
    subject: 'Your Lipi verification code',
    text: `Your Lipi email verification code is ${code}. It expires in ${LIMITS.OTP_TTL_MINUTES} minutes.\n\nIf you did not ask for it, you can ignore this mail.`,
  });
  return verifyEmailToken;
}

type VerifyEmailInput = { otp: string; verifyEmailToken: string; authenticationCode: string; email: string };

export async function verifyEmailOtp(ctx: AppContext, input: VerifyEmailInput): Promise<OtpStatus> {
  const registration = await getRegistration(ctx, input.authenticationCode);
  const email = input.email.toLowerCase();
  if (registration.email !== email) throw new AppError('BAD_REQUEST', 'This email does not match your registration.');
  await checkOtp(ctx, { channel: 'email', target: email, subject: hashSecret(input.verifyEmailToken) }, input.otp);
  await ctx.db.update(registrations).set({ emailVerified: true }).where(eq(registrations.id, registration.id));
  return { ...statusOf(registration), emailVerified: true };
}
