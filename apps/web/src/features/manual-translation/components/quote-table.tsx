import { BAND_LABELS, type ManualAnalysis } from '@lipi/contract';
import { Table } from 'antd';
import { languageLabel } from '../../../lib/languages.ts';
import { formatAmount, PIPELINE_LABELS } from './status-tag.tsx';

type Row = ManualAnalysis['languages'][number]['bands'][number] & { key: string };

/** The analysis by band per language and the quote, as stored with the request. */
export function QuoteTable({ analysis }: { analysis: ManualAnalysis }) {
  return (
    <section aria-label="Analysis and quote">
      <p>
        {PIPELINE_LABELS[analysis.pipeline]}: {formatAmount(analysis.unitPrice)} per word (characters for scripts written without spaces).
      </p>
      {analysis.languages.map((lang) => (
        <div key={lang.targetLang} style={{ marginBottom: 16 }}>
          <h3 style={{ fontSize: 16 }}>
            {languageLabel(lang.targetLang)}: {lang.sentSegments} segments to translate, {formatAmount(lang.amount)}
          </h3>
          <div role="region" aria-label={`Bands for ${languageLabel(lang.targetLang)}`} tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table<Row>
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={lang.bands.map((b) => ({ ...b, key: b.band }))}
              columns={[
                { title: 'Band', dataIndex: 'band', render: (band: Row['band']) => BAND_LABELS[band] },
                { title: 'Segments', dataIndex: 'segments', align: 'right' },
                { title: 'Words', dataIndex: 'units', align: 'right' },
                { title: 'Rate', dataIndex: 'rate', align: 'right', render: (r: number) => `${Math.round(r * 100)} %` },
                { title: 'Amount', dataIndex: 'amount', align: 'right', render: formatAmount },
              ]}
            />
          </div>
        </div>
      ))}
      <p style={{ fontSize: 18, fontWeight: 600 }}>Total quote: {formatAmount(analysis.totalAmount)}</p>
    </section>
  );
}
