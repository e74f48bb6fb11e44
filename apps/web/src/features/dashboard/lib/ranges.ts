/** Range presets of the dashboard, counted back from today (UTC days, as the server counts). */
export const PRESETS = [
  { key: '7d', label: '7 days', days: 7 },
  { key: '30d', label: '30 days', days: 30 },
  { key: '90d', label: '90 days', days: 90 },
  { key: '12m', label: '12 months', days: 365 },
] as const;
export type PresetKey = (typeof PRESETS)[number]['key'];

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function rangeOf(key: PresetKey, now = new Date()): { from: string; to: string } {
  const days = PRESETS.find((p) => p.key === key)!.days;
  return { from: isoDay(new Date(now.getTime() - (days - 1) * 86_400_000)), to: isoDay(now) };
}

/** Series of a line chart: one row per x value, one key per language. */
export function pivot<T extends Record<string, unknown>>(
  rows: T[],
  x: keyof T,
  series: keyof T,
  value: keyof T,
): { rows: Record<string, string | number>[]; keys: string[] } {
  const keys = [...new Set(rows.map((r) => String(r[series])))].sort();
  const byX = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const key = String(r[x]);
    const row = byX.get(key) ?? { x: key, ...Object.fromEntries(keys.map((k) => [k, 0])) };
    row[String(r[series])] = Number(row[String(r[series])] ?? 0) + Number(r[value]);
    byX.set(key, row);
  }
  return { rows: [...byX.values()].sort((a, b) => String(a.x).localeCompare(String(b.x))), keys };
}
