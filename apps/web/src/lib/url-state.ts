/** Page, page size and search of a list, read from and written to the URL (?page=&size=&q=). */
export type PageState = { page: number; size: number; search: string };

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

export function readPage(params: URLSearchParams, defaults: { size?: number; maxSize?: number } = {}): PageState {
  return {
    page: positive(params.get('page'), 1, 100_000),
    size: positive(params.get('size'), defaults.size ?? 10, defaults.maxSize ?? 100),
    search: params.get('q') ?? '',
  };
}

/** A copy of params with the given parts changed; defaults are left out to keep links short. */
export function writePage(params: URLSearchParams, patch: Partial<PageState>, extra: Record<string, string | undefined> = {}): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined, isDefault: boolean) => (value && !isDefault ? next.set(key, value) : next.delete(key));
  if (patch.page !== undefined) set('page', String(patch.page), patch.page === 1);
  if (patch.size !== undefined) set('size', String(patch.size), patch.size === 10);
  if (patch.search !== undefined) set('q', patch.search, patch.search === '');
  for (const [key, value] of Object.entries(extra)) set(key, value, !value);
  return next;
}
