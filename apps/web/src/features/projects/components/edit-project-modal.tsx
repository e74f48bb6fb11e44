import { EditOutlined } from '@ant-design/icons';
import { MESSAGES } from '@lipi/contract';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { toast } from '../../../lib/toast.ts';
import { UPDATE_MESSAGES, useUpdateProject } from '../api/update-project.ts';

type Values = { name: string; languages: string[] };

/** Rename a project or change its target languages. */
export function EditProjectButton({ projectId, name, languages }: { projectId: string; name: string; languages: string[] }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const update = useUpdateProject(projectId);

  const submit = (values: Values) =>
    update.mutate(
      { name: values.name.trim(), languages: values.languages },
      {
        onSuccess: () => {
          toast.success(UPDATE_MESSAGES.success);
          setOpen(false);
        },
        onError: () => toast.error(UPDATE_MESSAGES.failure),
      },
    );

  return (
    <>
      <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        Edit
      </Button>
      <Modal
        open={open}
        title="Edit project"
        onCancel={() => setOpen(false)}
        okText="Save changes"
        onOk={() => form.submit()}
        confirmLoading={update.isPending}
        cancelButtonProps={{ disabled: update.isPending }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ name, languages }} onFinish={submit} disabled={update.isPending}>
          <Form.Item name="name" label="Project name" rules={[{ required: true, whitespace: true, message: 'Please enter a project name' }, { max: 120 }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="languages" label="Target languages" rules={[{ required: true, type: 'array', min: 1, message: MESSAGES.languagesRequired }]}>
            <LanguageSelect aria-label="Target languages" />
          </Form.Item>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal>
    </>
  );
}
