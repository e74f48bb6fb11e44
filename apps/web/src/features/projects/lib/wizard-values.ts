import { DEFAULT_SOURCE_LANG, MESSAGES, normaliseUrl } from '@lipi/contract';
import type { CreateInput } from '../../../api/projects/create-project.ts';
import { DEFAULT_LANGUAGE_CODES } from '../../../lib/languages.ts';

/* The project wizard's form values, steps and rules, and the create request they make (no UI here). */

export type Kind = 'website' | 'multiOrigin' | 'mobile' | 'api' | 'document';
export type DomainValues = { url: string; languages: string[] };
export type Values = { kind: Kind; name?: string; url?: string; sourceLanguage?: string; languages?: string[]; domains?: DomainValues[] };

export const STEPS = [{ title: 'Website' }, { title: 'Languages' }, { title: 'Review' }];
/** The 12 defaults added to what is chosen (nothing is chosen for the customer up front). */
export const addDefaults = (chosen: string[] | undefined) => [...new Set([...(chosen ?? []), ...DEFAULT_LANGUAGE_CODES])];
export const MOBILE_STEPS = [{ title: 'App' }, { title: 'Languages' }, { title: 'Review' }];
export const DOCUMENT_STEPS = [{ title: 'Document' }, { title: 'Languages' }, { title: 'Review' }];
export const languagesRule = { required: true, type: 'array' as const, min: 1, message: MESSAGES.languagesRequired };
export const newDomain = (): DomainValues => ({ url: '', languages: [] });

/** The request for the values: one website, or several origins each with its own languages. */
export function toCreateInput(values: Values): CreateInput {
  const name = values.name?.trim() || undefined;
  if (values.kind === 'website' || values.kind === 'mobile' || values.kind === 'document')
    return {
      kind: 'website',
      input: {
        url: normaliseUrl(values.url ?? ''),
        languages: values.languages ?? [],
        name,
        // Websites, apps and documents choose their source language (multi-origin and API projects are English); English is left implicit.
        ...(values.sourceLanguage && values.sourceLanguage !== DEFAULT_SOURCE_LANG ? { sourceLanguage: values.sourceLanguage } : {}),
      },
    };
  if (values.kind === 'api') return { kind: 'api', input: { name: name ?? '', languages: values.languages ?? [] } };
  return {
    kind: 'multiOrigin',
    input: { name: name ?? '', domains: (values.domains ?? []).map((d) => ({ url: normaliseUrl(d.url), languages: d.languages })) },
  };
}
