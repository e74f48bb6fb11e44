import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

export type ChartRow = { label: string } & Record<string, number | string>;
export type ChartSeries = { key: string; name: string; colour: string };
export type ChartProps = { rows: ChartRow[]; series: ChartSeries[]; height: number };

const BarChartImpl = lazy(() => import('./bar-chart.tsx'));

const formatNumber = (n: number) => n.toLocaleString('en-IN');

/**
 * A grouped bar chart (one group per row, one bar per series) with the same figures as a table
 * for screen readers and keyboard users: the chart itself is a picture of that table.
 */
export function GroupedBarChart({
  rows,
  series,
  height = 300,
  caption,
}: Partial<Pick<ChartProps, 'height'>> & Omit<ChartProps, 'height'> & { caption: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <div aria-hidden="true" style={{ width: '100%', height }}>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
          <BarChartImpl rows={rows} series={series} height={height} />
        </Suspense>
      </div>
      <details style={{ marginTop: 8 }}>
        <summary style={{ cursor: 'pointer', color: '#3b2db5', fontWeight: 600 }}>Show the figures as a table</summary>
        {/* A phone is narrower than a row of figures: the table scrolls on its own, not the page. */}
        <div className="data-table-scroll" role="region" aria-label={caption} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Language</th>
                {series.map((s) => (
                  <th scope="col" key={s.key}>
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {series.map((s) => (
                    <td key={s.key}>{formatNumber(Number(row[s.key] ?? 0))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  );
}
