import { getPublicSuffix } from 'tldts';
import { z } from 'zod';
import { LANGUAGE_CODE_BY_NAME, LANGUAGE_NAME_BY_CODE } from './languages.ts';

/** Every validation message of spec 01 §5, written once and used by forms, API schemas and tests. */
export const MESSAGES = {
  nameRequired: 'Please enter your name',
  nameMin: 'Minimum 3 characters',
  nameMinLong: 'Name should be atleast 3 letters long',
  urlInvalid: 'Please enter valid URL',
  urlCredentials: 'Please remove the user name and password from the URL: Lipi fetches public pages only',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Please input your password!',
  passwordWhitespace: 'Password must not contain whitespace characters.',
  passwordMismatch: 'The two passwords that you entered do not match!',
  languagesRequired: 'Please select atleast one language',
  languagesMax3: 'You can only select up to three options.',
  phoneInvalid: 'Please enter valid Number',
  newPasswordBoth: 'Please enter both New Password and Confirm Password to update your password.',
  newPasswordMismatch: 'confirm password doesnt match',
  fieldRequired: (label: string) => `Please enter ${label}`,
  loginEmailRequired: 'Please input your email!',
  loginPasswordRequired: 'Please input your password!',
} as const;

const PHONE_PATTERN = /^0?[6-9]\d{9}$/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;
const WHITESPACE = /\s/;

/**
 * The email rules as the spec writes them: a domain of at most two parts, each at least two
 * characters, no '..', and a local part longer than one character. The public suffix counts as one
 * part (docs/decisions.md): `company.co.in`, `example.gov.in` and `gov.in` pass, `mail.example.com`
 * does not. A domain still needs a dot (`x@localhost` is refused as before).
 */
export function isValidEmail(value: string): boolean {
  if (!EMAIL_SHAPE.test(value) || value.includes('..')) return false;
  const [local = '', domain = ''] = value.split('@');
  if (local.length < 2) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => label.length >= 2 && /^[a-z0-9-]+$/i.test(label))) return false;
  return emailDomainParts(domain) <= 2;
}

/** Parts of a domain with its public suffix (ICANN section of the Public Suffix List) as one part. */
export function emailDomainParts(domain: string): number {
  const name = domain.toLowerCase();
  const suffix = getPublicSuffix(name, { allowPrivateDomains: false });
  const labels = name.split('.');
  if (!suffix || suffix === name) return 1;
  return labels.length - suffix.split('.').length + 1;
}

/** `www.example.com` is accepted and becomes `https://www.example.com`. */
export function normaliseUrl(value: string): string {
  const trimmed = value.trim();
  return /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(normaliseUrl(value));
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    const isLocal = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return isWeb && (url.hostname.includes('.') || isLocal);
  } catch {
    return false;
  }
}

/**
 * `https://user:pass@host` would store a password in the project (shown on screens, sent on every
 * fetch and in referrers): refused with its own message. Unparsable values are isValidUrl's to refuse.
 */
export function hasNoCredentials(value: string): boolean {
  try {
    const url = new URL(normaliseUrl(value));
    return url.username === '' && url.password === '';
  } catch {
    return true;
  }
}

export const nameSchema = z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).min(3, MESSAGES.nameMin);

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .refine(isValidEmail, MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

export const urlSchema = z
  .string({ error: MESSAGES.urlInvalid })
  .trim()
  .min(1, MESSAGES.urlInvalid)
  .refine(isValidUrl, MESSAGES.urlInvalid)
  .refine(hasNoCredentials, MESSAGES.urlCredentials)
  .transform(normaliseUrl);

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(128, 'Password must be at most 128 characters.')
  .refine((v) => !WHITESPACE.test(v), MESSAGES.passwordWhitespace);

export const phoneSchema = z.string({ error: MESSAGES.phoneInvalid }).trim().regex(PHONE_PATTERN, MESSAGES.phoneInvalid);

/** A language given by code ('hi') or by its name ('hindi'); always stored as the code. */
const languageEntrySchema = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .transform((value, ctx) => {
    if (value in LANGUAGE_NAME_BY_CODE) return value;
    const code = (LANGUAGE_CODE_BY_NAME as Record<string, string>)[value.toLowerCase()];
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: `Unknown language: ${value}` });
    return z.NEVER;
  });

export const languagesSchema = z
  .array(languageEntrySchema, { error: MESSAGES.languagesRequired })
  .min(1, MESSAGES.languagesRequired)
  .max(30)
  .transform((codes) => [...new Set(codes)]);

/** The free-trial form (spec 01 §2, §5): what the server receives for Send OTP. */
export const freeTrialSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  url: urlSchema,
  languages: languagesSchema,
  password: passwordSchema,
});
export type FreeTrialInput = z.input<typeof freeTrialSchema>;

export const freeTrialFormSchema = freeTrialSchema
  .extend({ confirmPassword: z.string({ error: MESSAGES.passwordMismatch }) })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

/** The older sign-up form: every field required; role can only be organisationAdmin. */
export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, MESSAGES.fieldRequired('first name')).max(100),
    lastName: z.string().trim().min(1, MESSAGES.fieldRequired('last name')).max(100),
    email: emailSchema,
    organisation: z.string().trim().min(1, MESSAGES.fieldRequired('organisation')).max(200),
    password: passwordSchema,
    confirmPassword: z.string().min(1, MESSAGES.fieldRequired('confirm password')),
    role: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const newPasswordSchema = z
  .object({
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!v.password || !v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.newPasswordBoth, path: ['password'] });
      return;
    }
    if (WHITESPACE.test(v.password)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.passwordWhitespace, path: ['password'] });
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.newPasswordMismatch, path: ['confirmPassword'] });
    }
  });

export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.loginEmailRequired)
    .max(320)
    .transform((v) => v.toLowerCase()),
  password: z.string().min(1, MESSAGES.loginPasswordRequired).max(128),
  recaptchaValue: z.string().max(4000).optional().nullable(),
});

export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6 digit OTP');

/** First message of a failed parse: what forms and the API show for one field. */
export function firstMessage(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}
