import { directionOf } from '@lipi/contract';
/** A source text cut short enough to name its row in a button's label. */
export const shortText = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};

/** 'nmt:google' → 'Machine translation (google)'; the origins of tm revisions in words. */
export function originLabel(origin: string): string {
  if (origin.startsWith('nmt:')) return `Machine translation (${origin.slice(4)})`;
  const labels: Record<string, string> = {
    user: 'Edited by hand',
    t13n: 'Transliteration',
    suggestion: 'Accepted suggestion',
    replace: 'Find and replace',
    import: 'Memory import',
    revision: 'Snapshot',
  };
  return labels[origin] ?? origin;
}

/** Direction comes from the contract's language table alone (the script decides). */
export const textDirection = directionOf;
