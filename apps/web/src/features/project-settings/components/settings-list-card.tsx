import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Popconfirm, Table, type FormRule, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { settingsErrorMessage, useAddSettingEntry, useDeleteSettingEntry, useSettingsList, type SettingsListDef } from '../api/settings-list.ts';
import { EmptyText } from '../../../components/empty-text.tsx';

export type AddField = { name: string; label: string; rules: FormRule[]; input: ReactNode; width?: number };

type Props<Entry extends { id: string }, Reply> = {
  def: SettingsListDef<Entry, Reply>;
  projectId: string;
  title: string;
  description: string;
  fields: AddField[];
  columns: NonNullable<TableProps<Entry>['columns']>;
  describe: (entry: Entry) => string;
  emptyText: string;
  canEdit: boolean;
};

/** One settings list: what it does, a small add form, the entries with a delete each. */
export function SettingsListCard<Entry extends { id: string }, Reply>(props: Props<Entry, Reply>) {
  const { def, projectId, title, description, fields, columns, describe, emptyText, canEdit } = props;
  const [form] = Form.useForm<Record<string, unknown>>();
  const list = useSettingsList(def, projectId);
  const add = useAddSettingEntry<Entry, Reply, Record<string, unknown>>(def, projectId);
  const remove = useDeleteSettingEntry(def, projectId);
  const headingId = `settings-${def.name}`;

  const submit = (values: Record<string, unknown>) =>
    add.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.resetFields();
      },
      onError: (error) => toast.error(settingsErrorMessage(error)),
    });

  const actionColumn: NonNullable<TableProps<Entry>['columns']>[number] = {
    title: <span className="visually-hidden">Actions</span>,
    key: 'delete',
    width: 64,
    align: 'right',
    render: (_: unknown, entry: Entry) => (
      <Popconfirm
        title="Delete this entry?"
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutateAsync(entry.id).then(
            (reply) => toast.success(reply.message),
            (error: unknown) => toast.error(settingsErrorMessage(error)),
          )
        }
      >
        <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Delete ${describe(entry)}`} loading={remove.isPending && remove.variables === entry.id} />
      </Popconfirm>
    ),
  };

  return (
    <Card title={<h2 id={headingId} style={{ margin: 0, fontSize: 17 }}>{title}</h2>}>
      <p style={{ marginTop: 0, color: '#55536b' }}>{description}</p>
      {canEdit ? (
        <Form
          form={form}
          name={def.name}
          layout="vertical"
          onFinish={submit}
          disabled={add.isPending}
          aria-labelledby={headingId}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end', marginBottom: 16 }}
        >
          {fields.map((field) => (
            <Form.Item key={field.name} name={field.name} label={field.label} rules={field.rules} style={{ flex: field.width ? `0 1 ${field.width}px` : '1 1 260px', marginBottom: 0 }}>
              {field.input}
            </Form.Item>
          ))}
          <Form.Item style={{ marginBottom: 0 }}>
            <Button htmlType="submit" type="primary" icon={<PlusOutlined aria-hidden="true" />} loading={add.isPending}>
              Add
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      {list.isError ? (
        <Alert type="error" showIcon title={settingsErrorMessage(list.error)} action={<Button onClick={() => list.refetch()}>Try again</Button>} />
      ) : (
        <Table<Entry>
          rowKey="id"
          size="small"
          loading={list.isPending}
          columns={canEdit ? [...columns, actionColumn] : columns}
          dataSource={list.data ?? []}
          pagination={(list.data?.length ?? 0) > 10 ? { pageSize: 10, size: 'small' } : false}
          locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
        />
      )}
    </Card>
  );
}
