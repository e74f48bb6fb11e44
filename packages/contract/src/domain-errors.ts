import { NO_NEW_CONTENT_MESSAGE } from './api/machine-translation.ts';
import { PROJECT_MESSAGES } from './api/projects.ts';
import type { ErrorType } from './envelope.ts';

/**
 * The product's own refusals: name → envelope `type`, HTTP status and message. Services throw
 * them by name (`domainError('EMAIL_TAKEN')` on the server) and the web branches on the envelope's
 * `type`, never on the message text.
 *
 * `type` is what clients see. A refusal the web must tell apart gets its own type (NO_NEW_CONTENT).
 * Refusals that already answered a generic type keep it, since clients already see it (the spec
 * names none of them); giving one its own type is a change to its `type` here, nowhere else.
 */
export const DOMAIN_ERRORS = {
  /** Spec 02 §8: a translation run with no segment to translate. Not a failure to the user. */
  NO_NEW_CONTENT: { type: 'NO_NEW_CONTENT', status: 400, message: NO_NEW_CONTENT_MESSAGE },
  EMAIL_TAKEN: { type: 'CONFLICT', status: 409, message: 'This email is already registered. Please sign in or reset your password.' },
  ALREADY_ONBOARDED: { type: 'CONFLICT', status: 409, message: 'This registration is already complete. Please sign in.' },
  /** Spec 02 §8's text (API project creation); the website create calls name the site (PROJECT_MESSAGES.exists). */
  PROJECT_EXISTS: { type: 'CONFLICT', status: 409, message: 'Project with already exists' },
  FREE_PROJECT_LIMIT: { type: 'CONFLICT', status: 409, message: PROJECT_MESSAGES.freeLimit },
} as const satisfies Record<string, { type: ErrorType; status: number; message: string }>;

export type DomainErrorName = keyof typeof DOMAIN_ERRORS;
