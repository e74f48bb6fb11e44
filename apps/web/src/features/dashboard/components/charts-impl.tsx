import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { READABLE_TOOLTIP } from '../../../components/chart/tooltip-style.ts';
import { formatNumber } from '../../../lib/format.ts';
import { languageColour, languageName } from '../../../lib/languages.ts';

export type SeriesRows = { rows: Record<string, string | number>[]; keys: string[] };

const AXIS = { fill: '#55536b', fontSize: 12 };
const TYPE_COLOURS: Record<string, string> = { MACHINE: '#3b2db5', USER: '#1f9d6b', PBK: '#d9822b' };
export const TYPE_NAMES: Record<string, string> = { MACHINE: 'Machine', USER: 'Edited by hand', PBK: 'Professional' };

/** Visits per language over time, each language in its colour of the contract. */
export function VisitsLine({ rows, keys }: SeriesRows) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={rows} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e2f4" />
        <XAxis dataKey="x" tick={AXIS} minTickGap={24} />
        <YAxis tickFormatter={formatNumber} tick={AXIS} width={56} allowDecimals={false} />
        <Tooltip {...READABLE_TOOLTIP} formatter={(value, name) => [formatNumber(Number(value)), languageName(String(name))]} />
        <Legend formatter={(value) => <span style={{ color: '#1c1b2e' }}>{languageName(String(value))}</span>} />
        {keys.map((k) => (
          <Line key={k} type="monotone" dataKey={k} stroke={languageColour(k)} strokeWidth={2} dot={rows.length < 40} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Words translated per month, stacked by translation type. */
export function WordsStacked({ rows, keys }: SeriesRows) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={rows} margin={{ top: 8, right: 16, left: 0, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e2f4" />
        <XAxis dataKey="x" tick={AXIS} />
        <YAxis tickFormatter={formatNumber} tick={AXIS} width={56} />
        <Tooltip {...READABLE_TOOLTIP} formatter={(value, name) => [formatNumber(Number(value)), TYPE_NAMES[String(name)] ?? String(name)]} />
        <Legend formatter={(value) => <span style={{ color: '#1c1b2e' }}>{TYPE_NAMES[String(value)] ?? String(value)}</span>} />
        {keys.map((k) => (
          <Bar key={k} dataKey={k} stackId="words" fill={TYPE_COLOURS[k] ?? '#8c8aa3'} maxBarSize={40} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A domain's visits over the range, small enough for a table cell. */
export function Sparkline({ points }: { points: number[] }) {
  const data = points.map((v, i) => ({ i, v }));
  return (
    <ResponsiveContainer width={120} height={32}>
      <LineChart data={data} margin={{ top: 2, right: 2, left: 2, bottom: 2 }}>
        <Line type="monotone" dataKey="v" stroke="#3b2db5" strokeWidth={1.5} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
