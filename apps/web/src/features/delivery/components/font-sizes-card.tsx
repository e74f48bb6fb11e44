import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { addFontSizeRequest } from '@lipi/contract';
import { Alert, Button, Card, Form, Input, Popconfirm, Select, Table } from 'antd';
import { EmptyText } from '../../../components/empty-text.tsx';
import { zodRule } from '../../../lib/form-rules.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddFontSize, useDeleteFontSize, useFontSizes, type FontSize } from '../api/font-sizes.ts';
import { settingsError } from '../lib/settings-error.ts';

/** Some scripts read better a little larger: the snippet applies this size to the language's text. */
export function FontSizesCard({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const [form] = Form.useForm<{ language: string; fontSize: string }>();
  const list = useFontSizes(projectId);
  const add = useAddFontSize(projectId);
  const remove = useDeleteFontSize(projectId);

  const submit = (values: { language: string; fontSize: string }) =>
    add.mutate(values, {
      onSuccess: (reply) => {
        toast.success(reply.message || 'Font size added');
        form.resetFields();
      },
      onError: (error) => toast.error(settingsError(error)),
    });

  return (
    <Card title={<h2 id="delivery-font-sizes" style={{ margin: 0, fontSize: 17 }}>Font size per language</h2>}>
      {canEdit ? (
        <Form form={form} layout="vertical" onFinish={submit} disabled={add.isPending} aria-labelledby="delivery-font-sizes" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end', marginBottom: 16 }}>
          <Form.Item name="language" label="Language" rules={[{ required: true, message: 'Please choose a language' }]} style={{ flex: '0 1 260px', marginBottom: 0 }}>
            <Select placeholder="Choose" options={languages.map((c) => ({ value: c, label: languageLabel(c) }))} />
          </Form.Item>
          <Form.Item name="fontSize" label="Font size" rules={[zodRule(addFontSizeRequest.shape.fontSize)]} style={{ flex: '0 1 200px', marginBottom: 0 }}>
            <Input placeholder="18px or 1.1em" />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button htmlType="submit" type="primary" icon={<PlusOutlined aria-hidden="true" />} loading={add.isPending}>
              Add
            </Button>
          </Form.Item>
        </Form>
      ) : null}
      {list.isError ? (
        <Alert type="error" showIcon title={settingsError(list.error)} action={<Button onClick={() => list.refetch()}>Try again</Button>} />
      ) : (
        <Table<FontSize>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data ?? []}
          pagination={false}
          locale={{ emptyText: <EmptyText>No custom font sizes: every language uses your site’s sizes</EmptyText> }}
          columns={[
            { title: 'Language', dataIndex: 'language', render: languageLabel },
            { title: 'Font size', dataIndex: 'fontSize', render: (v: string) => <code>{v}</code> },
            ...(canEdit
              ? [
                  {
                    title: <span className="visually-hidden">Actions</span>,
                    key: 'delete',
                    align: 'right' as const,
                    width: 64,
                    render: (_: unknown, entry: FontSize) => (
                      <Popconfirm
                        title="Delete this font size?"
                        okText="Delete"
                        okButtonProps={{ danger: true }}
                        onConfirm={() => remove.mutateAsync(entry.id).then((r) => toast.success(r.message || 'Deleted'), (e: unknown) => toast.error(settingsError(e)))}
                      >
                        <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={`Delete font size of ${languageLabel(entry.language)}`} loading={remove.isPending && remove.variables === entry.id} />
                      </Popconfirm>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Card>
  );
}
