import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartProps } from './grouped-bar-chart.tsx';
import { READABLE_TOOLTIP } from './tooltip-style.ts';

const formatNumber = (n: number) => n.toLocaleString('en-IN');

/** The recharts part of GroupedBarChart, in its own chunk: only screens with a chart load it. */
export default function BarChartImpl({ rows, series, height }: ChartProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e2f4" />
        <XAxis
          dataKey="label"
          tick={{ fill: '#55536b', fontSize: 12 }}
          interval={0}
          angle={rows.length > 5 ? -35 : 0}
          textAnchor={rows.length > 5 ? 'end' : 'middle'}
          height={rows.length > 5 ? 64 : 30}
        />
        <YAxis tickFormatter={formatNumber} tick={{ fill: '#55536b', fontSize: 12 }} width={64} />
        <Tooltip {...READABLE_TOOLTIP} formatter={(value) => formatNumber(Number(value))} cursor={{ fill: 'rgba(59, 45, 181, 0.06)' }} />
        <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} formatter={(value) => <span style={{ color: '#1c1b2e' }}>{value}</span>} />
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.colour} radius={[4, 4, 0, 0]} maxBarSize={36} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
