import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Popconfirm, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { toast } from '../lib/toast.ts';
import { EmptyText } from './empty-text.tsx';

type Reply = { message: string };
type ListQuery<Entry> = { data?: Entry[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
type AddMutation<Values> = {
  isPending: boolean;
  mutate: (values: Values, options: { onSuccess: (reply: Reply) => void; onError: (error: Error) => void }) => void;
};
type DeleteMutation = { isPending: boolean; variables?: string; mutateAsync: (id: string) => Promise<Reply> };

type Props<Entry extends { id: string }, Values> = {
  title: string;
  headingId: string;
  description?: string;
  formName?: string;
  /** The add form's Form.Items; the Add button follows them. */
  fields: ReactNode;
  list: ListQuery<Entry>;
  add: AddMutation<Values>;
  remove: DeleteMutation;
  columns: NonNullable<TableProps<Entry>['columns']>;
  deleteTitle: string;
  deleteLabel: (entry: Entry) => string;
  errorText: (error: unknown) => string;
  /** What to say when the server's reply carries no message of its own. */
  addedText?: string;
  deletedText?: string;
  emptyText: string;
  pagination: TableProps<Entry>['pagination'];
  canEdit: boolean;
};

/** A small list of project settings: an add form for editors, the entries, and a delete per entry. */
export function EditableListCard<Entry extends { id: string }, Values>(props: Props<Entry, Values>) {
  const {
    title,
    headingId,
    description,
    formName,
    fields,
    list,
    add,
    remove,
    columns,
    deleteTitle,
    deleteLabel,
    errorText,
    addedText = '',
    deletedText = '',
    emptyText,
    pagination,
    canEdit,
  } = props;
  const [form] = Form.useForm<Values>();

  const submit = (values: Values) =>
    add.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message || addedText);
        form.resetFields();
      },
      onError: (error) => toast.error(errorText(error)),
    });

  const deleteColumn: NonNullable<TableProps<Entry>['columns']>[number] = {
    title: <span className="visually-hidden">Actions</span>,
    key: 'delete',
    width: 64,
    align: 'right',
    render: (_: unknown, entry: Entry) => (
      <Popconfirm
        title={deleteTitle}
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutateAsync(entry.id).then(
            (reply) => toast.success(reply.message || deletedText),
            (error: unknown) => toast.error(errorText(error)),
          )
        }
      >
        <Button
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-label={deleteLabel(entry)}
          loading={remove.isPending && remove.variables === entry.id}
        />
      </Popconfirm>
    ),
  };

  return (
    <Card
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 17 }}>
          {title}
        </h2>
      }
    >
      {description ? <p style={{ marginTop: 0, color: '#55536b' }}>{description}</p> : null}
      {canEdit ? (
        <Form
          form={form}
          name={formName}
          layout="vertical"
          onFinish={submit}
          disabled={add.isPending}
          aria-labelledby={headingId}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end', marginBottom: 16 }}
        >
          {fields}
          <Form.Item style={{ marginBottom: 0 }}>
            <Button htmlType="submit" type="primary" icon={<PlusOutlined aria-hidden="true" />} loading={add.isPending}>
              Add
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      {list.isError ? (
        <Alert type="error" showIcon title={errorText(list.error)} action={<Button onClick={() => list.refetch()}>Try again</Button>} />
      ) : (
        <Table<Entry>
          rowKey="id"
          size="small"
          loading={list.isPending}
          columns={canEdit ? [...columns, deleteColumn] : columns}
          dataSource={list.data ?? []}
          pagination={pagination}
          locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
        />
      )}
    </Card>
  );
}
