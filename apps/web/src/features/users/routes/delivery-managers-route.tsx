import { Table } from 'antd';
import { useDeliveryManagers, type DeliveryManagerRow } from '../../../api/users/delivery-managers.ts';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';

function DeliveryManagersPage() {
  const list = useDeliveryManagers();
  return (
    <>
      <PageHeader
        title="Delivery managers"
        description="They run your organisation's projects and manage its collaborators and translators. Create them on the Users page."
      />
      {list.isError ? (
        <LoadError title="We could not load the delivery managers" query={list} />
      ) : (
        <Table<DeliveryManagerRow>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.deliveryManagers ?? []}
          locale={{ emptyText: 'No delivery managers yet' }}
          pagination={false}
          scroll={{ x: 520 }}
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'Email', dataIndex: 'email' },
            {
              title: 'Status',
              dataIndex: 'isActive',
              render: (on: boolean) => <ToneTag tone={on ? 'success' : 'neutral'}>{on ? 'active' : 'inactive'}</ToneTag>,
            },
          ]}
        />
      )}
    </>
  );
}

/** /app/delivery-managers */
export function DeliveryManagersRoute() {
  useDocumentTitle('Delivery managers');
  return (
    <PageGuard page="deliveryManagers">
      <DeliveryManagersPage />
    </PageGuard>
  );
}
