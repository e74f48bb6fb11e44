import { z } from 'zod';

/** Steps a project goes through from creation to translation (spec 01 §4). */
export const PROJECT_CREATION_STATUSES = [
  'partialCreated',
  'processing',
  'crawling',
  'crawlingFailed',
  'crawled',
  'parsing',
  'parsingFailed',
  'parsed',
  'translationProcess',
  'translationCompleted',
] as const;
export type ProjectCreationStatus = (typeof PROJECT_CREATION_STATUSES)[number];
export const projectCreationStatusSchema = z.enum(PROJECT_CREATION_STATUSES);

export const PROJECT_STATUSES = ['projectCreated', 'processing', 'completed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const projectStatusSchema = z.enum(PROJECT_STATUSES);

/** Statuses of a manual translation request sent to the translation-management service (Prabandhak). */
export const MANUAL_TRANSLATION_STATUSES = [
  'pendingMachineTranslation',
  'processingMachineTranslation',
  'completedMachineTranslation',
  'rejectedMachineTranslation',
  'pendingManualTranslation',
  'processingManualTranslation',
  'completedManualTranslation',
  'rejectedManualTranslation',
  'projectDeleted',
  'signOff',
  'reverted',
] as const;
export type ManualTranslationStatus = (typeof MANUAL_TRANSLATION_STATUSES)[number];
export const manualTranslationStatusSchema = z.enum(MANUAL_TRANSLATION_STATUSES);

export const CRAWLING_STATUSES = ['INACTIVE', 'ACTIVE', 'FAILED', 'COMPLETED'] as const;
export type CrawlingStatus = (typeof CRAWLING_STATUSES)[number];
export const crawlingStatusSchema = z.enum(CRAWLING_STATUSES);

export const FILE_PROCESSING_STATUSES = ['NEW_URL', 'PBK_SENT', 'NMT_TRANSLATED', 'PBK_TRANSLATED', 'PBK_EXPORTED', 'FAILED'] as const;
export type FileProcessingStatus = (typeof FILE_PROCESSING_STATUSES)[number];
export const fileProcessingStatusSchema = z.enum(FILE_PROCESSING_STATUSES);

/**
 * Api translation statuses by name. The spec lists the first as 'none/created': the state called
 * NONE is stored as 'created', so both spellings point at one value.
 */
export const API_TRANSLATION_STATUS = Object.freeze({
  NONE: 'created',
  SYNCING: 'syncing',
  SYNCED: 'synced',
  APPLIED_NMT: 'applied_nmt',
  SENT_TO_PBK: 'sent_to_pbk',
  PBK_TRANSLATED: 'pbk_translated',
} as const);
export const API_TRANSLATION_STATUSES = [
  'created',
  'syncing',
  'synced',
  'applied_nmt',
  'sent_to_pbk',
  'pbk_translated',
] as const satisfies readonly (typeof API_TRANSLATION_STATUS)[keyof typeof API_TRANSLATION_STATUS][];
export type ApiTranslationStatus = (typeof API_TRANSLATION_STATUSES)[number];
export const apiTranslationStatusSchema = z.enum(API_TRANSLATION_STATUSES);

export const SUGGESTION_STATUSES = ['new', 'inprocess', 'accepted', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
export const suggestionStatusSchema = z.enum(SUGGESTION_STATUSES);

/** How far a customer's domain has proven the snippet is installed; each level includes the ones below. */
export const DOMAIN_VERIFICATION = Object.freeze({
  none: 0,
  scriptVerified: 1,
  projectIdVerified: 2,
  clientVerified: 3,
} as const);
export const DOMAIN_VERIFICATION_LEVELS = [0, 1, 2, 3] as const;
export type DomainVerificationLevel = (typeof DOMAIN_VERIFICATION_LEVELS)[number];
export const domainVerificationLevelSchema = z.literal(DOMAIN_VERIFICATION_LEVELS);
export const DOMAIN_VERIFICATION_LABELS = Object.freeze({
  0: 'none',
  1: 'script verified',
  2: 'project id verified',
  3: 'client verified',
} as const satisfies Record<DomainVerificationLevel, string>);

/** Statuses of a KYC or contract document. */
export const DOCUMENT_STATUSES = ['pending', 'accepted', 'rejected', 'signed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
