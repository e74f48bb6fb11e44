import { describe, it, expect } from 'vitest';
import {
  DEFAULT_LANGUAGES,
  KEYBOARD_LANGUAGES,
  LANGUAGES,
  LANGUAGE_CODE_BY_NAME,
  LANGUAGE_COLOUR_BY_CODE,
  LANGUAGE_NAME_BY_CODE,
  PRIMARY_LANGUAGES,
  SCHEDULED_LANGUAGES,
  TRANSLITERATION_LANGUAGES,
  getLanguage,
  isLanguageCode,
  isRtl,
  keyboardLanguageSchema,
  languageCodeSchema,
} from './languages.ts';
import { ROLES, ROLE_DISPLAY_NAMES, SELF_SIGNUP_ROLES, roleSchema, selfSignupRoleSchema } from './roles.ts';
import {
  API_TRANSLATION_STATUS,
  API_TRANSLATION_STATUSES,
  DOMAIN_VERIFICATION,
  DOMAIN_VERIFICATION_LABELS,
  PROJECT_CREATION_STATUSES,
  domainVerificationLevelSchema,
} from './statuses.ts';
import {
  CMS_PORTAL_DOMAINS,
  CONTENT_TYPE_LABELS,
  LIMITS,
  PARLIAMENT_CATEGORY_CODES,
  PIPELINES,
  SERVICE_PRICES,
  cmsPortalDomainSchema,
  getPipelinePrice,
  pipelineSchema,
  translationFilterSchema,
} from './vocabularies.ts';

const codes = LANGUAGES.map(({ code }) => code);

describe('languages', () => {
  it('has unique codes, names and colours', () => {
    expect(new Set(codes).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map(({ name }) => name)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map(({ colour }) => colour.toLowerCase())).size).toBe(LANGUAGES.length);
  });

  it('covers english, the Indian languages and about 90 others', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(110);
    expect(LANGUAGE_NAME_BY_CODE.en).toBe('english');
    expect(LANGUAGE_NAME_BY_CODE['kas-IN']).toBe('kashmiri(arabic)');
    expect(LANGUAGE_NAME_BY_CODE['mni-Mtei']).toBe('manipuri(mtei)');
    expect(LANGUAGE_NAME_BY_CODE['zh-TW']).toBe('chinese(trad)');
    expect(LANGUAGE_NAME_BY_CODE['zh-CN']).toBe('chinese(sim)');
    expect(LANGUAGE_NAME_BY_CODE['es-MX']).toBe('Mexican Spanish');
    expect(LANGUAGE_NAME_BY_CODE.od).toBe('odia');
    expect(isLanguageCode('or')).toBe(false);
  });

  it('gives every language a valid hex colour, a native name and a direction', () => {
    for (const language of LANGUAGES) {
      expect(language.colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(LANGUAGE_COLOUR_BY_CODE[language.code]).toBe(language.colour);
      expect(language.nativeName.trim()).not.toBe('');
      expect(['ltr', 'rtl']).toContain(language.direction);
    }
  });

  it('round-trips between codes and names', () => {
    for (const { code, name } of LANGUAGES) {
      expect(LANGUAGE_CODE_BY_NAME[LANGUAGE_NAME_BY_CODE[code]]).toBe(code);
      expect(LANGUAGE_NAME_BY_CODE[LANGUAGE_CODE_BY_NAME[name]]).toBe(name);
    }
    expect(Object.keys(LANGUAGE_NAME_BY_CODE)).toHaveLength(LANGUAGES.length);
    expect(Object.keys(LANGUAGE_CODE_BY_NAME)).toHaveLength(LANGUAGES.length);
  });

  it('lists the 12 primary languages in the product order', () => {
    expect(PRIMARY_LANGUAGES).toEqual(['hi', 'od', 'pa', 'gu', 'mr', 'te', 'ta', 'as', 'bn', 'ml', 'kn', 'ur']);
  });

  it('lists the default languages by name, the primary languages in spec order', () => {
    expect(DEFAULT_LANGUAGES).toEqual([
      'hindi',
      'marathi',
      'gujarati',
      'malayalam',
      'punjabi',
      'telugu',
      'tamil',
      'bengali',
      'odia',
      'assamese',
      'kannada',
      'urdu',
    ]);
    expect(DEFAULT_LANGUAGES.map((name) => LANGUAGE_CODE_BY_NAME[name]).sort()).toEqual([...PRIMARY_LANGUAGES].sort());
  });

  it('has the 22 scheduled languages, all in the table', () => {
    expect(SCHEDULED_LANGUAGES).toHaveLength(22);
    expect(new Set(SCHEDULED_LANGUAGES).size).toBe(22);
    for (const code of SCHEDULED_LANGUAGES) expect(codes).toContain(code);
    for (const code of PRIMARY_LANGUAGES) expect(SCHEDULED_LANGUAGES).toContain(code);
  });

  it('has keyboard and transliteration languages that all exist', () => {
    expect(KEYBOARD_LANGUAGES).toHaveLength(23);
    expect(new Set(KEYBOARD_LANGUAGES).size).toBe(23);
    for (const code of KEYBOARD_LANGUAGES) expect(codes).toContain(code);
    expect(TRANSLITERATION_LANGUAGES).toEqual(['en', ...KEYBOARD_LANGUAGES]);
    expect(keyboardLanguageSchema.safeParse('en').success).toBe(false);
    expect(keyboardLanguageSchema.safeParse('kas-IN').success).toBe(true);
  });

  it('marks right-to-left scripts', () => {
    for (const code of ['ur', 'kas-IN', 'sd', 'ar', 'fa', 'he'] as const) expect(isRtl(code)).toBe(true);
    for (const code of ['en', 'hi', 'ks', 'od', 'zh-TW'] as const) expect(isRtl(code)).toBe(false);
    expect(getLanguage('ur').script).toBe('Arab');
  });

  it('accepts only known codes through the schema', () => {
    expect(languageCodeSchema.parse('hi')).toBe('hi');
    expect(languageCodeSchema.safeParse('xx').success).toBe(false);
    expect(languageCodeSchema.safeParse('HI').success).toBe(false);
  });
});

describe('roles', () => {
  it('shows each role exactly as spec 01 §6', () => {
    expect(ROLE_DISPLAY_NAMES).toEqual({
      superAdmin: 'Super Admin',
      deliveryManager: 'deliveryManager',
      collaborator: 'collaborator',
      organisationAdmin: 'Organisation',
      freeOrgAdmin: 'Organisation(Free)',
      translationAdmin: 'translationAdmin',
      lokSabhaAdmin: 'lokSabhaAdmin',
      rajyaSabhaAdmin: 'rajyaSabhaAdmin',
      lokSabhaTranslator: 'lokSabhaTranslator',
      rajyaSabhaTranslator: 'rajyaSabhaTranslator',
    });
    expect(Object.keys(ROLE_DISPLAY_NAMES)).toEqual([...ROLES]);
  });

  it('lets a visitor sign up only as an organisation admin', () => {
    expect(SELF_SIGNUP_ROLES).toEqual(['organisationAdmin']);
    for (const role of ROLES) {
      expect(selfSignupRoleSchema.safeParse(role).success).toBe(role === 'organisationAdmin');
    }
    expect(roleSchema.safeParse('admin').success).toBe(false);
  });
});

describe('statuses and configuration lists', () => {
  it('keeps the api translation status names and values together', () => {
    expect(Object.values(API_TRANSLATION_STATUS)).toEqual([...API_TRANSLATION_STATUSES]);
    expect(API_TRANSLATION_STATUS.NONE).toBe('created');
  });

  it('labels the four domain verification levels', () => {
    expect(Object.values(DOMAIN_VERIFICATION)).toEqual([0, 1, 2, 3]);
    expect(DOMAIN_VERIFICATION_LABELS[DOMAIN_VERIFICATION.clientVerified]).toBe('client verified');
    expect(domainVerificationLevelSchema.safeParse(4).success).toBe(false);
    expect(domainVerificationLevelSchema.safeParse(2).success).toBe(true);
  });

  it('has every project creation status once', () => {
    expect(PROJECT_CREATION_STATUSES).toHaveLength(10);
    expect(new Set(PROJECT_CREATION_STATUSES).size).toBe(10);
  });

  it('prices the services and pipelines', () => {
    expect(SERVICE_PRICES).toEqual({ translation: 1, proofreading: 0.5, editing: 0.5 });
    expect(getPipelinePrice('translation')).toBe(1);
    expect(getPipelinePrice('translationProofreading')).toBe(1.5);
    expect(getPipelinePrice('translationProofreadingEditing')).toBe(2);
    expect(Object.keys(PIPELINES)).toHaveLength(3);
    expect(pipelineSchema.safeParse('editing').success).toBe(false);
  });

  it('builds one CMS portal domain key per portal and environment', () => {
    expect(CMS_PORTAL_DOMAINS).toHaveLength(20);
    expect(new Set(CMS_PORTAL_DOMAINS).size).toBe(20);
    expect(cmsPortalDomainSchema.parse('lsPeoplesPortalStage')).toBe('lsPeoplesPortalStage');
    expect(CMS_PORTAL_DOMAINS).toContain('parliamentPortalLocal');
  });

  it('names content types, categories and filters as the product does', () => {
    expect(CONTENT_TYPE_LABELS.api).toBe('Dynamic');
    expect(PARLIAMENT_CATEGORY_CODES).toEqual(['LOB', 'BUL1', 'BUL2', 'QL', 'SYN', 'PTBL']);
    expect(translationFilterSchema.safeParse('selfTranslated').success).toBe(true);
  });

  it('holds the business constants', () => {
    expect(LIMITS).toMatchObject({
      MAX_LOGIN_ATTEMPTS: 5,
      LOCKOUT_MINUTES: 30,
      OTP_RESEND_SECONDS: 120,
      NOTIFICATION_REDIRECT_SECONDS: 30,
      FORGOT_PASSWORD_DISABLE_SECONDS: 5,
      NAME_MIN_LENGTH: 3,
      PHONE_DIGITS: 10,
      OLD_FORM_MAX_LANGUAGES: 3,
      MINIMUM_AGE: 18,
      RETENTION_YEARS: 3,
      OPT_OUT_BUSINESS_DAYS: 10,
      SOCKET_PING_MS: 5000,
      DEV_SOCKET_PORT: 3001,
      DEFAULT_PAGE: 1,
      DEFAULT_PAGE_SIZE: 10,
    });
  });
});
