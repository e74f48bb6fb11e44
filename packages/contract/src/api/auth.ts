import { z } from 'zod';
import { emailSchema, freeTrialSchema, loginSchema, MESSAGES, otpSchema, passwordSchema, signUpSchema, urlSchema } from '../validation.ts';

/** What the API tells a client about a user: never hashes, never secrets other than the user's own api key. */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  organisationId: z.string().nullable(),
  apikey: z.string().nullable(),
  contractAgreed: z.boolean(),
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const uiConfigSchema = z.object({
  axiosBaseUrl: z.string(),
  uiUrl: z.string(),
  swalekhUrl: z.string(),
  keyboard: z.string(),
  keyboardMode: z.string(),
  renderBaseUrl: z.string(),
  renderSubDomain: z.string(),
  /** The string 'true' or 'false', as the client compares it with the string. */
  mailerServiceEnabled: z.string(),
  recaptchaSiteKey: z.string().nullable(),
});
export type UiConfig = z.infer<typeof uiConfigSchema>;

export const loginRequest = loginSchema;
export const loginReply = z.object({ token: z.string(), user: publicUserSchema });
/** data of a failed login: whether the account is locked and how many failures have been counted. */
export const loginFailureData = z.object({ locked: z.boolean(), attempts: z.number().int() });

/** The older sign-up form; `languages` is optional there and holds at most three. */
export const signUpRequest = signUpSchema.safeExtend({
  languages: z.array(z.string().min(2).max(10)).max(3, MESSAGES.languagesMax3).optional(),
});
/** Sign-up answers with a message only (the client routes to /notification/{message}). */
export const signUpReply = z.null();
export const verificationRequest = z.object({ uuid: z.string().min(16).max(200) });
/** data of a successful verification: a new session token. */
export const verificationReply = z.string();
/**
 * The set-password screen. The token may instead come in the Authorization header; confirmPassword
 * is optional so older clients that send only the password keep working.
 */
export const updatePasswordRequest = z
  .object({
    password: z.string({ error: MESSAGES.newPasswordBoth }).min(1, MESSAGES.newPasswordBoth).pipe(passwordSchema),
    confirmPassword: z.string().max(128).optional(),
    token: z.string().min(16).max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword === undefined) return;
    if (!v.confirmPassword) ctx.addIssue({ code: 'custom', message: MESSAGES.newPasswordBoth, path: ['confirmPassword'] });
    else if (v.confirmPassword !== v.password) ctx.addIssue({ code: 'custom', message: MESSAGES.newPasswordMismatch, path: ['confirmPassword'] });
  });
/** data of a successful password update: a new session token (older sessions are revoked). */
export const updatePasswordReply = z.string();
export const passwordResetRequest = z.object({ email: emailSchema });
export const passwordResetReply = z.null();
export const clearCookieReply = z.null();
export const userCheckQuery = z.object({ timestamp: z.coerce.number().optional() });
export const userCheckReply = z.object({ user: publicUserSchema });

export const sendOtpRequest = freeTrialSchema;
export const sendOtpReply = z.object({ authenticationCode: z.string() });
export const resendOtpRequest = z.object({ authenticationCode: z.string().min(16).max(200) });
export const verifyOtpRequest = z.object({ otp: otpSchema, authenticationCode: z.string().min(16).max(200) });
export const sendEmailOtpRequest = z.object({
  email: emailSchema,
  authenticationCode: z.string().min(16).max(200).optional(),
});
export const sendEmailOtpReply = z.object({ token: z.string() });
export const verifyEmailOtpRequest = z.object({
  otp: otpSchema,
  verifyEmailToken: z.string().min(16).max(200),
  authenticationCode: z.string().min(16).max(200),
  email: emailSchema,
});
/** Where a registration stands: the reply of resendOtp, verifyOtp and verifyEmailOTP. */
export const otpStatusReply = z.object({ phoneVerified: z.boolean(), emailVerified: z.boolean() });
export const resendOtpReply = otpStatusReply;
export const verifyOtpReply = otpStatusReply;
export const verifyEmailOtpReply = otpStatusReply;
export const onboardRequest = z.object({ authenticationCode: z.string().min(16).max(200) });
export const onboardReply = z.object({ token: z.string(), projectId: z.string(), role: z.string() });
export const checkProjectExistsRequest = z.object({ url: urlSchema });
export const checkProjectExistsReply = z.object({ exists: z.boolean() });

export const userUpdateRequest = z.object({
  // An empty or missing api key is answered by the server with 'Something went wrong' (spec 01 §2).
  apikey: z.string().max(200).optional().nullable(),
  updateObj: z.object({ contractAgreed: z.boolean() }).strict(),
});
/** data of POST /api/user/update: the updated user. */
export const userUpdateReply = publicUserSchema;
