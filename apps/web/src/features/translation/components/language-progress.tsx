import type { TranslationCountsLanguage } from '@lipi/contract';
import { Card, Col, Progress, Row, Skeleton, Statistic } from 'antd';
import { GroupedBarChart } from '../../../components/chart/grouped-bar-chart.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';
import { useTranslationCounts } from '../../../api/translation/translation-counts.ts';
import { LoadError } from '../../../components/load-error.tsx';

const SERIES = [
  { key: 'machine', name: 'Machine', colour: '#6f62d9' },
  { key: 'user', name: 'User', colour: '#1f8a54' },
  { key: 'pbk', name: 'Professional', colour: '#0f6b8f' },
  { key: 't13n', name: 'Transliterated', colour: '#d98b1f' },
  { key: 'newContent', name: 'New content', colour: '#c9c6d9' },
];

export function donePercent(c: Pick<TranslationCountsLanguage, 'totalWordCount' | 'translatedWordCount' | 'transliteratedWordCount'>): number {
  if (c.totalWordCount <= 0) return 0;
  return Math.min(100, Math.round(((c.translatedWordCount + c.transliteratedWordCount) / c.totalWordCount) * 100));
}

/** Words per language by how they were translated: the selected language in figures, every language in a chart. */
export function LanguageProgress({ projectId, lang, url }: { projectId: string; lang: string; url?: string }) {
  const counts = useTranslationCounts(projectId, url);
  const title = <h2 style={{ margin: 0, fontSize: 17 }}>Progress{url ? ' of this page' : ''}</h2>;
  if (counts.isPending)
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  if (counts.isError) {
    return (
      <Card title={title}>
        <LoadError title="We could not load the counts" query={counts} />
      </Card>
    );
  }
  const languages = counts.data.languages;
  const current = languages.find((l) => l.language === lang);
  const rows = languages.map((l) => ({
    label: languageName(l.language),
    machine: l.translatedByType.MACHINE,
    user: l.translatedByType.USER,
    pbk: l.translatedByType.PBK,
    t13n: l.transliteratedWordCount,
    newContent: l.newContentWordCount,
  }));
  return (
    <Card title={title}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={9}>
          {current ? (
            <>
              <p style={{ margin: '0 0 4px', fontWeight: 600 }}>{languageName(lang)}</p>
              <Progress percent={donePercent(current)} aria-label={`${languageName(lang)} words translated or transliterated`} />
              <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
                {[
                  ['Total words', current.totalWordCount],
                  ['Translated', current.translatedWordCount],
                  ['Transliterated', current.transliteratedWordCount],
                  ['New content', current.newContentWordCount],
                ].map(([label, value]) => (
                  <Col span={12} key={label}>
                    <Statistic title={label} value={value as number} formatter={(v) => formatNumber(Number(v))} styles={{ content: { fontSize: 20 } }} />
                  </Col>
                ))}
              </Row>
            </>
          ) : (
            <p style={{ color: '#55536b' }}>No words counted for {languageName(lang)} yet.</p>
          )}
        </Col>
        <Col xs={24} lg={15}>
          {rows.length > 0 ? <GroupedBarChart rows={rows} series={SERIES} height={220} caption="Words per language by translation type" /> : null}
        </Col>
      </Row>
    </Card>
  );
}
