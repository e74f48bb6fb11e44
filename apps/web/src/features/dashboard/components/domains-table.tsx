import { Table } from 'antd';
import type { DomainWiseStat } from '../../../api/dashboard/domain-wise-stat.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';
import { Sparkline } from './charts.tsx';

type Row = DomainWiseStat['domainWiseData'][number];

/** Every visible domain with its figures and a sparkline of visits over the range. */
export function DomainsTable({ rows, loading }: { rows: Row[]; loading: boolean }) {
  return (
    <Table<Row>
      size="small"
      rowKey={(r) => `${r.projectId}/${r.hostname}`}
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: <EmptyText>No domains in this range yet.</EmptyText> }}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      scroll={{ x: 720 }}
      columns={[
        { title: 'Domain', dataIndex: 'hostname', render: (host: string, r) => <span title={r.projectName}>{host}</span> },
        { title: 'Languages', dataIndex: 'languages', render: (langs: string[]) => langs.map(languageName).join(', ') },
        { title: 'Visits', dataIndex: 'visits', align: 'right', sorter: (a, b) => a.visits - b.visits, defaultSortOrder: 'descend', render: formatNumber },
        { title: 'Page views', dataIndex: 'views', align: 'right', sorter: (a, b) => a.views - b.views, render: formatNumber },
        { title: 'MT characters', dataIndex: 'mtCharacters', align: 'right', render: formatNumber },
        { title: 'Trend', dataIndex: 'trend', render: (points: number[], r) => <Sparkline points={points} label={`Visits of ${r.hostname} over the range`} /> },
      ]}
    />
  );
}
