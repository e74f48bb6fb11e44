import type { LanguageCounts } from '@lipi/contract';
import { Card, Empty } from 'antd';
import { GroupedBarChart, type ChartRow } from '../../../components/chart/grouped-bar-chart.tsx';
import { languageName } from '../../../lib/languages.ts';

const SERIES = [
  { key: 'sourceWordCount', name: 'Source words', colour: '#3b2db5' },
  { key: 'uniqueWordCount', name: 'Unique words', colour: '#8a7ff0' },
  { key: 'newContentWordCount', name: 'New content', colour: '#f08a00' },
  { key: 'translatedWordCount', name: 'Translated', colour: '#1a7f4b' },
];

type Totals = { sourceWordCount: number; uniqueWordCount: number };

/** Per target language: the project's source and unique words, what is new, what is translated. */
export function wordCountRows(counts: readonly LanguageCounts[], totals: Totals): ChartRow[] {
  return counts.map((c) => ({
    label: languageName(c.language),
    sourceWordCount: totals.sourceWordCount,
    uniqueWordCount: totals.uniqueWordCount,
    newContentWordCount: c.newContentWordCount,
    translatedWordCount: c.translatedWordCount,
  }));
}

export function WordCountCard({ counts, totals }: { counts: readonly LanguageCounts[]; totals: Totals }) {
  const title = <h2 style={{ margin: 0, fontSize: 17 }}>Word counts per language</h2>;
  if (counts.length === 0 || totals.uniqueWordCount === 0) {
    return (
      <Card title={title}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Word counts appear here once pages have been crawled and their text counted." />
      </Card>
    );
  }
  return (
    <Card title={title}>
      <GroupedBarChart rows={wordCountRows(counts, totals)} series={SERIES} caption="Word counts per target language" />
    </Card>
  );
}
