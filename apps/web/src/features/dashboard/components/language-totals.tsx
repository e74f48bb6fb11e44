import { Table } from 'antd';
import type { MonthWiseStat } from '../../../api/dashboard/month-wise-stat.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';

type Row = { lang: string; visits: number; views: number; wordsTranslated: number };

/** Sums the month-wise rows of the range per language, most visited first. */
export function totalsByLanguage(rows: MonthWiseStat['monthWiseData']): Row[] {
  const byLang = new Map<string, Row>();
  for (const r of rows) {
    const row = byLang.get(r.lang) ?? { lang: r.lang, visits: 0, views: 0, wordsTranslated: 0 };
    row.visits += r.visits;
    row.views += r.views;
    row.wordsTranslated += r.wordsTranslated;
    byLang.set(r.lang, row);
  }
  return [...byLang.values()].sort((a, b) => b.visits - a.visits || b.views - a.views || a.lang.localeCompare(b.lang));
}

/**
 * The range's figures per language as a table: the numbers behind the visits chart, readable by
 * a screen reader and on a phone where the chart's lines are hard to tell apart.
 */
export function LanguageTotals({ rows, loading }: { rows: MonthWiseStat['monthWiseData']; loading: boolean }) {
  return (
    <Table<Row>
      size="small"
      aria-label="Visits per language in the range"
      rowKey="lang"
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={totalsByLanguage(rows)}
      locale={{ emptyText: <EmptyText>No visits per language in this range yet.</EmptyText> }}
      columns={[
        { title: 'Language', dataIndex: 'lang', render: languageName },
        { title: 'Visits', dataIndex: 'visits', align: 'right', render: formatNumber },
        { title: 'Page views', dataIndex: 'views', align: 'right', render: formatNumber },
        { title: 'Words translated', dataIndex: 'wordsTranslated', align: 'right', render: formatNumber, responsive: ['sm'] },
      ]}
    />
  );
}
