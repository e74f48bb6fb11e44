import { Table, Typography } from 'antd';
import { useState } from 'react';
import type { StatFilter } from '../../../api/dashboard/fetch-stat.ts';
import { useUrlWiseStat, type UrlWiseStat } from '../../../api/dashboard/url-wise-stat.ts';
import { EmptyText } from '../../../components/empty-text.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';

type Row = UrlWiseStat['urlWiseStatData'][number];
const PAGE_SIZE = 10;

/** The pages read most in each language over the range. */
export function TopPages({ filter }: { filter: StatFilter }) {
  const [page, setPage] = useState(1);
  const query = useUrlWiseStat({ ...filter, page, pageSize: PAGE_SIZE });
  return (
    // The table is wider than a phone: it scrolls in a region a keyboard can reach (axe scrollable-region-focusable).
    <div role="region" aria-label="Top pages by visits" tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<Row>
        size="small"
        rowKey={(r) => `${r.url}|${r.lang}`}
        loading={query.isFetching}
        dataSource={query.data?.urlWiseStatData ?? []}
        // A bare string would take the table's disabled grey (about 1.6:1); EmptyText reads at 4.5:1.
        locale={{ emptyText: <EmptyText>No page views in this range yet.</EmptyText> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        style={{ minWidth: 560 }}
        columns={[
          {
            title: 'Page',
            dataIndex: 'url',
            render: (url: string) => (
              <Typography.Text ellipsis={{ tooltip: url }} style={{ maxWidth: 360 }}>
                {url}
              </Typography.Text>
            ),
          },
          { title: 'Language', dataIndex: 'lang', render: languageName },
          { title: 'Visits', dataIndex: 'visits', align: 'right', render: formatNumber },
          { title: 'Views', dataIndex: 'views', align: 'right', render: formatNumber },
        ]}
      />
    </div>
  );
}
