import { z } from 'zod';

export const SERVICE_TYPES = ['translation', 'proofreading', 'editing'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const serviceTypeSchema = z.enum(SERVICE_TYPES);

/** Price of each service, per unit of work, as in spec 01 §9. */
export const SERVICE_PRICES = Object.freeze({
  translation: 1,
  proofreading: 0.5,
  editing: 0.5,
} as const satisfies Record<ServiceType, number>);

/** The service bundles a customer can order; each runs its services in this order. */
export const PIPELINES = Object.freeze({
  translation: ['translation'],
  translationProofreading: ['translation', 'proofreading'],
  translationProofreadingEditing: ['translation', 'proofreading', 'editing'],
} as const satisfies Record<string, readonly ServiceType[]>);
export type Pipeline = keyof typeof PIPELINES;
export const PIPELINE_NAMES = Object.keys(PIPELINES) as readonly Pipeline[];
export const pipelineSchema = z.enum(PIPELINE_NAMES);

export function getPipelinePrice(pipeline: Pipeline): number {
  return PIPELINES[pipeline].reduce((total, service) => total + SERVICE_PRICES[service], 0);
}

export const KYC_DOCUMENT_TYPES = ['aadhaar', 'panCard', 'roc', 'gst', 'bankDetails', 'contract', 'cancelledCheck'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);

/** Where api-translation content comes from: a headless CMS, or dynamic content sent through the API. */
export const CONTENT_TYPES = ['cms', 'api'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export const CONTENT_TYPE_LABELS = Object.freeze({
  cms: 'CMS',
  api: 'Dynamic',
} as const satisfies Record<ContentType, string>);

/** The two houses of Parliament whose portals are localised: Lok Sabha and Rajya Sabha. */
export const API_DOMAINS = ['ls', 'rs'] as const;
export type ApiDomain = (typeof API_DOMAINS)[number];
export const apiDomainSchema = z.enum(API_DOMAINS);
export const API_DOMAIN_LABELS = Object.freeze({
  ls: 'Lok Sabha',
  rs: 'Rajya Sabha',
} as const satisfies Record<ApiDomain, string>);

export const CMS_PORTALS = ['lsPeoplesPortal', 'lsMembersPortal', 'rsPeoplesPortal', 'rsMembersPortal', 'parliamentPortal'] as const;
export type CmsPortal = (typeof CMS_PORTALS)[number];
export const CMS_PORTAL_LABELS = Object.freeze({
  lsPeoplesPortal: "Lok Sabha People's Portal",
  lsMembersPortal: "Lok Sabha Member's Portal",
  rsPeoplesPortal: "Rajya Sabha People's Portal",
  rsMembersPortal: "Rajya Sabha Member's Portal",
  parliamentPortal: 'Parliament Portal',
} as const satisfies Record<CmsPortal, string>);

export const CMS_PORTAL_ENVIRONMENTS = ['test', 'stage', 'prod', 'local'] as const;
export type CmsPortalEnvironment = (typeof CMS_PORTAL_ENVIRONMENTS)[number];

/** One key per portal and environment, e.g. lsPeoplesPortalStage. */
export type CmsPortalDomain = `${CmsPortal}${Capitalize<CmsPortalEnvironment>}`;
export const CMS_PORTAL_DOMAINS: readonly CmsPortalDomain[] = Object.freeze(
  CMS_PORTALS.flatMap((portal) =>
    CMS_PORTAL_ENVIRONMENTS.map((environment) => `${portal}${environment.charAt(0).toUpperCase()}${environment.slice(1)}` as CmsPortalDomain),
  ),
);
export const cmsPortalDomainSchema = z.enum(CMS_PORTAL_DOMAINS);

/** Shapes of a headless-CMS content type: one entry, or a list of entries. */
export const API_TYPES = ['singleType', 'collectionType'] as const;
export type ApiType = (typeof API_TYPES)[number];
export const apiTypeSchema = z.enum(API_TYPES);

export const ENVIRONMENTS = ['prod', 'staging'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const environmentSchema = z.enum(ENVIRONMENTS);

export const TRANSLATION_TYPES = ['Professional', 'User', 'Machine', 'none'] as const;
export type TranslationType = (typeof TRANSLATION_TYPES)[number];
export const translationTypeSchema = z.enum(TRANSLATION_TYPES);

/** Translation memory entry types; word counts by translation type use all but NO_TRANSLATION_AVAILABLE. */
export const TM_TYPES = ['USER', 'MACHINE', 'PBK', 'NO_TRANSLATION_AVAILABLE'] as const;
export type TmType = (typeof TM_TYPES)[number];
export const tmTypeSchema = z.enum(TM_TYPES);
export const TRANSLATED_TM_TYPES = ['MACHINE', 'USER', 'PBK'] as const satisfies readonly TmType[];

/** Filters of the translation list, each selecting one TM type. 'Prabandhak' is the UI name of PBK. */
export const TRANSLATION_FILTERS = [
  { value: 'newContent', label: 'New Content Available', tmType: 'NO_TRANSLATION_AVAILABLE' },
  { value: 'prabandhakTranslated', label: 'Prabandhak Translated', tmType: 'PBK' },
  { value: 'selfTranslated', label: 'Self Translated', tmType: 'USER' },
  { value: 'machineTranslated', label: 'Machine Translated', tmType: 'MACHINE' },
] as const satisfies readonly { value: string; label: string; tmType: TmType }[];
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number]['value'];
export const TRANSLATION_FILTER_VALUES: readonly TranslationFilter[] = TRANSLATION_FILTERS.map(({ value }) => value);
export const translationFilterSchema = z.enum(TRANSLATION_FILTER_VALUES);

/** How a stored target is shown: translated, or transliterated (t13n). */
export const DISPLAY_TYPES = ['translation', 't13n'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];
export const displayTypeSchema = z.enum(DISPLAY_TYPES);
export const DISPLAY_TYPE_LABELS = Object.freeze({
  translation: 'Translation',
  t13n: 'Transliteration',
} as const satisfies Record<DisplayType, string>);

export const PARLIAMENT_CATEGORIES = [
  { code: 'LOB', label: 'List of Business' },
  { code: 'BUL1', label: 'Bulletin Part-I' },
  { code: 'BUL2', label: 'Bulletin Part-II' },
  { code: 'QL', label: 'Questions List' },
  { code: 'SYN', label: 'Synopsis' },
  { code: 'PTBL', label: 'Paper to be Laid' },
] as const;
export type ParliamentCategory = (typeof PARLIAMENT_CATEGORIES)[number]['code'];
export const PARLIAMENT_CATEGORY_CODES: readonly ParliamentCategory[] = PARLIAMENT_CATEGORIES.map(({ code }) => code);
export const parliamentCategorySchema = z.enum(PARLIAMENT_CATEGORY_CODES);

export const PARLIAMENT_SUB_TYPES = [
  { value: 'normal', label: 'Normal' },
  { value: 'revised', label: 'Revised' },
  { value: 'supplementary1', label: 'Supplementary 1' },
  { value: 'supplementary2', label: 'Supplementary 2' },
  { value: 'supplementary3', label: 'Supplementary 3' },
  { value: 'starred', label: 'Starred' },
  { value: 'unstarred', label: 'Unstarred' },
  { value: 'supplementarySynopsis1', label: 'Supplementary Synopsis 1' },
  { value: 'supplementarySynopsis2', label: 'Supplementary Synopsis 2' },
] as const;
export type ParliamentSubType = (typeof PARLIAMENT_SUB_TYPES)[number]['value'];
export const PARLIAMENT_SUB_TYPE_VALUES: readonly ParliamentSubType[] = PARLIAMENT_SUB_TYPES.map(({ value }) => value);
export const parliamentSubTypeSchema = z.enum(PARLIAMENT_SUB_TYPE_VALUES);

// The spec names the sub-types without saying which category owns which; this grouping follows the
// documents themselves (questions are starred or unstarred, a synopsis has supplementary synopses,
// a list of business has revised and supplementary lists). Bulletins and papers have none.
export const PARLIAMENT_SUB_TYPES_BY_CATEGORY = Object.freeze({
  LOB: ['normal', 'revised', 'supplementary1', 'supplementary2', 'supplementary3'],
  BUL1: [],
  BUL2: [],
  QL: ['starred', 'unstarred'],
  SYN: ['normal', 'supplementarySynopsis1', 'supplementarySynopsis2'],
  PTBL: [],
} as const satisfies Record<ParliamentCategory, readonly ParliamentSubType[]>);

/** File names of the CSV downloads. */
export const DOWNLOAD_FILE_NAMES = Object.freeze({
  maskTerms: 'maskTermsList.csv',
  suggestionReport: 'suggestionReport.csv',
  feedbackReport: 'feedbackReport.csv',
} as const);

/** Business constants of spec 01 §9 and spec 02 §9. */
export const LIMITS = Object.freeze({
  MAX_LOGIN_ATTEMPTS: 5,
  LOCKOUT_MINUTES: 30,
  OTP_RESEND_SECONDS: 120,
  OTP_TTL_MINUTES: 10,
  OTP_MAX_TRIES: 5,
  NOTIFICATION_REDIRECT_SECONDS: 30,
  FORGOT_PASSWORD_DISABLE_SECONDS: 5,
  RESET_LINK_TTL_MINUTES: 60,
  VERIFY_LINK_TTL_HOURS: 24,
  NAME_MIN_LENGTH: 3,
  PHONE_DIGITS: 10,
  OLD_FORM_MAX_LANGUAGES: 3,
  MINIMUM_AGE: 18,
  RETENTION_YEARS: 3,
  OPT_OUT_BUSINESS_DAYS: 10,
  CONTACT_REPLY_HOURS: 48,
  SOCKET_PING_MS: 5000,
  DEV_SOCKET_PORT: 3001,
  // 0 means no timeout: a manual translation request may take as long as the service needs.
  MANUAL_TRANSLATION_TIMEOUT_MS: 0,
  DEFAULT_PAGE: 1,
  DEFAULT_PAGE_SIZE: 10,
} as const);

/**
 * Machine-translation engines. 'transliteration' is the embedded default: offline, no network, it
 * writes the source in the target script (stored with displayType t13n) and says so in the UI.
 */
export const MT_ENGINES = [
  { id: 'transliteration', label: 'Transliteration (offline, built in)', needsConfig: false },
  { id: 'libretranslate', label: 'LibreTranslate', needsConfig: true },
  { id: 'apertium', label: 'Apertium (APy)', needsConfig: true },
  { id: 'bhashini', label: 'Bhashini (ULCA pipeline)', needsConfig: true },
  { id: 'google', label: 'Google Cloud Translation', needsConfig: true },
  { id: 'microsoft', label: 'Microsoft Translator', needsConfig: true },
  { id: 'deepl', label: 'DeepL', needsConfig: true },
  { id: 'openai', label: 'OpenAI-compatible chat (vLLM, Ollama…)', needsConfig: true },
] as const;
export type MtEngineId = (typeof MT_ENGINES)[number]['id'];
export const MT_ENGINE_IDS = MT_ENGINES.map((e) => e.id) as [MtEngineId, ...MtEngineId[]];
export const mtEngineSchema = z.enum(MT_ENGINE_IDS);
export const DEFAULT_MT_ENGINE: MtEngineId = 'transliteration';
