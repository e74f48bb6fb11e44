import { useSearchParams } from 'react-router';
import type { StatFilter } from '../../../api/dashboard/fetch-stat.ts';
import { PRESETS, rangeOf, type PresetKey } from '../lib/ranges.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The dashboard's filters, kept in the URL (?range=30d or ?from=&to=, &lang=, &domain=) so a view
 * can be shared and survives a reload. `projectId` pins the figures to one project (the free app);
 * otherwise `&project=` narrows them to one the user chose.
 */
export function useStatsFilters(projectId?: string) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = DAY.test(from) && DAY.test(to);
  const preset = (PRESETS.some((p) => p.key === params.get('range')) ? params.get('range') : '30d') as PresetKey;
  const range = custom ? { from, to } : rangeOf(preset);
  const lang = params.get('lang') ?? undefined;
  const domain = params.get('domain') ?? undefined;
  const project = projectId ?? params.get('project') ?? undefined;
  const filter: StatFilter = { ...range, ...(project ? { projectId: project } : {}), ...(lang ? { lang } : {}), ...(domain ? { domain } : {}) };

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return {
    filter,
    preset: custom ? ('custom' as const) : preset,
    setPreset: (key: PresetKey) => update({ range: key === '30d' ? undefined : key, from: undefined, to: undefined }),
    setRange: (next: { from: string; to: string }) => update({ range: undefined, ...next }),
    setLang: (value?: string) => update({ lang: value }),
    setDomain: (value?: string) => update({ domain: value }),
    /** null when the page is pinned to one project (nothing to choose). */
    setProject: projectId ? null : (value?: string) => update({ project: value, domain: undefined }),
  };
}
