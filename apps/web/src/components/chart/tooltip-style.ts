import type { CSSProperties } from 'react';

/**
 * Recharts paints each tooltip row in its series colour, which on white fails contrast for the
 * lighter series (axe: color-contrast). Every chart's tooltip uses the body text colour instead;
 * the series is still told apart by its name and the swatch in the legend.
 */
const text: CSSProperties = { color: '#1c1b2e' };

export const READABLE_TOOLTIP = {
  itemStyle: text,
  labelStyle: { ...text, fontWeight: 600 },
  contentStyle: { background: '#ffffff', border: '1px solid #d9d8e3', borderRadius: 6 },
} as const;
