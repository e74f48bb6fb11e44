import { z } from 'zod';
import { emailSchema, freeTrialSchema, loginSchema, otpSchema, signUpSchema } from '../validation.ts';

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

export const signUpRequest = signUpSchema;
export const verificationRequest = z.object({ uuid: z.string().min(16).max(200) });
export const updatePasswordRequest = z.object({
  password: z.string().min(1).max(128),
  token: z.string().min(16).max(200),
});
export const passwordResetRequest = z.object({ email: emailSchema });
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
export const otpStatusReply = z.object({ phoneVerified: z.boolean(), emailVerified: z.boolean() });
export const onboardRequest = z.object({ authenticationCode: z.string().min(16).max(200) });
export const onboardReply = z.object({ token: z.string(), projectId: z.string(), role: z.string() });
export const checkProjectExistsRequest = z.object({ url: z.string().min(1).max(2048) });
export const checkProjectExistsReply = z.object({ exists: z.boolean() });

export const userUpdateRequest = z.object({
  apikey: z.string().min(1).max(200).optional().nullable(),
  updateObj: z.object({ contractAgreed: z.boolean() }).strict(),
});
