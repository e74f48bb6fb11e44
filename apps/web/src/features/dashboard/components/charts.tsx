import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// recharts is loaded in its own chunk, only when the dashboard shows a chart.
const impl = () => import('./charts-impl.tsx');
const LazyVisits = lazy(() => impl().then((m) => ({ default: m.VisitsLine })));
const LazyWords = lazy(() => impl().then((m) => ({ default: m.WordsStacked })));
const LazySpark = lazy(() => impl().then((m) => ({ default: m.Sparkline })));

type Series = ComponentProps<typeof LazyVisits>;

export function VisitsChart(props: Series & { label: string }) {
  return (
    <figure aria-label={props.label} style={{ margin: 0 }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
        <LazyVisits rows={props.rows} keys={props.keys} />
      </Suspense>
    </figure>
  );
}

export function WordsChart(props: Series & { label: string }) {
  return (
    <figure aria-label={props.label} style={{ margin: 0 }}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
        <LazyWords rows={props.rows} keys={props.keys} />
      </Suspense>
    </figure>
  );
}

export function Sparkline({ points, label }: { points: number[]; label: string }) {
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-block', width: 120, height: 32 }}>
      <Suspense fallback={null}>
        <LazySpark points={points} />
      </Suspense>
    </span>
  );
}
