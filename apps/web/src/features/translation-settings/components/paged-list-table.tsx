import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table, type TableProps } from 'antd';
import { EmptyText } from '../../../components/empty-text.tsx';
import type { ListFileActions } from '../hooks/use-list-file-actions.ts';
import type { useTableParams } from '../hooks/use-table-params.ts';
import { LoadError } from '../../../components/load-error.tsx';

type ListState = { isError: boolean; error: unknown; isPending: boolean; isFetching: boolean; isPlaceholderData: boolean; refetch: () => unknown };

type Props<T extends { id: string }> = {
  list: ListState;
  rows: T[];
  total: number;
  columns: NonNullable<TableProps<T>['columns']>;
  table: ReturnType<typeof useTableParams>;
  actions: ListFileActions;
  canEdit: boolean;
  labels: {
    loadFailed: string;
    empty: string;
    total: (total: number) => string;
    deleteOne: string;
    deleteRow: (row: T) => string;
    selectRow: (row: T) => string;
  };
};

/**
 * A term list page by page, with the URL's paging, row selection and a delete button per row for
 * editors; a failed load shows the reason and a retry instead of the table.
 */
export function PagedListTable<T extends { id: string }>({ list, rows, total, columns, table, actions, canEdit, labels }: Props<T>) {
  if (list.isError) {
    return <LoadError title={labels.loadFailed} query={list} />;
  }
  const deleteColumn = {
    title: <span className="visually-hidden">Actions</span>,
    key: 'delete',
    width: 64,
    render: (_: unknown, row: T) => (
      <Popconfirm title={labels.deleteOne} okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => actions.onDelete([row.id])}>
        <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={labels.deleteRow(row)} />
      </Popconfirm>
    ),
  };
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      columns={canEdit ? [...columns, deleteColumn] : columns}
      dataSource={rows}
      loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
      rowSelection={
        canEdit
          ? {
              selectedRowKeys: actions.selected,
              onChange: (keys) => actions.setSelected(keys.map(String)),
              getCheckboxProps: (row) => ({ 'aria-label': labels.selectRow(row) }),
            }
          : undefined
      }
      locale={{ emptyText: <EmptyText>{labels.empty}</EmptyText> }}
      pagination={{
        current: table.page,
        pageSize: table.size,
        total,
        showTotal: labels.total,
        showSizeChanger: true,
        onChange: (pageNumber, pageSize) => table.update({ page: pageSize !== table.size ? 1 : pageNumber, size: pageSize }),
      }}
    />
  );
}
