import type { RouteDef } from './define.ts';
import { API_TRANSLATION_EDITOR_ROUTES } from './api-translation-editor.ts';
import { API_TRANSLATION_ROUTES } from './api-translation.ts';
import { AUDIT_ROUTES } from './audit.ts';
import { AUTH_ROUTES } from './auth.ts';
import { BILLING_ROUTES } from './billing.ts';
import { CMS_ROUTES } from './cms.ts';
import { DASHBOARD_ROUTES } from './dashboard.ts';
import { DEMO_ROUTES } from './demo.ts';
import { DOCUMENT_ROUTES } from './documents.ts';
import { DOMAIN_ROUTES } from './domains.ts';
import { ENGINE_ROUTES } from './engines.ts';
import { GLOSSARY_ROUTES, TRANSLITERATION_ROUTES } from './glossary.ts';
import { HEALTH_ROUTES } from './health.ts';
import { KYC_ROUTES } from './kyc.ts';
import { MACHINE_TRANSLATION_ROUTES } from './machine-translation.ts';
import { MANUAL_TMS_ROUTES } from './manual-tms.ts';
import { MANUAL_TRANSLATION_ROUTES } from './manual-translation.ts';
import { MOBILE_ROUTES } from './mobile.ts';
import { NOTIFICATION_ROUTES } from './notifications.ts';
import { ORGANISATION_ROUTES } from './organisations.ts';
import { PROJECT_ROUTES } from './projects.ts';
import { PUBLIC_ROUTES, SNIPPET_ROUTES } from './public.ts';
import { RENDER_ROUTES } from './render.ts';
import { CRAWL_ROUTES, SCOPE_ROUTES } from './scope.ts';
import { SETTINGS_ROUTES } from './settings.ts';
import { SUGGESTION_ROUTES, FEEDBACK_ROUTES } from './suggestions.ts';
import { TRANSLATION_ROUTES } from './translation.ts';
import { URL_TRANSLATION_ROUTES } from './url-translations.ts';
import { USER_ROUTES, SYSTEM_ROUTES } from './users.ts';

/**
 * Every `*_ROUTES` group of the contract. Adding an area is one line here (import its group and list
 * it below); the server's route-table test and the OpenAPI and coverage reports read ALL_ROUTES only.
 */
const GROUPS: ReadonlyArray<Record<string, RouteDef>> = [
  API_TRANSLATION_EDITOR_ROUTES,
  API_TRANSLATION_ROUTES,
  AUDIT_ROUTES,
  AUTH_ROUTES,
  BILLING_ROUTES,
  CMS_ROUTES,
  DASHBOARD_ROUTES,
  DEMO_ROUTES,
  DOCUMENT_ROUTES,
  DOMAIN_ROUTES,
  ENGINE_ROUTES,
  GLOSSARY_ROUTES,
  TRANSLITERATION_ROUTES,
  HEALTH_ROUTES,
  KYC_ROUTES,
  MACHINE_TRANSLATION_ROUTES,
  MANUAL_TMS_ROUTES,
  MANUAL_TRANSLATION_ROUTES,
  MOBILE_ROUTES,
  NOTIFICATION_ROUTES,
  ORGANISATION_ROUTES,
  PROJECT_ROUTES,
  PUBLIC_ROUTES,
  SNIPPET_ROUTES,
  RENDER_ROUTES,
  CRAWL_ROUTES,
  SCOPE_ROUTES,
  SETTINGS_ROUTES,
  SUGGESTION_ROUTES,
  FEEDBACK_ROUTES,
  TRANSLATION_ROUTES,
  URL_TRANSLATION_ROUTES,
  USER_ROUTES,
  SYSTEM_ROUTES,
];

/** Every call of the API, in the order the groups list them. */
export const ALL_ROUTES: readonly RouteDef[] = GROUPS.flatMap((group) => Object.values(group));
