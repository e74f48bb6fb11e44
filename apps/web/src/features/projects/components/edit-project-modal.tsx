import { EditOutlined } from '@ant-design/icons';
import { MESSAGES } from '@lipi/contract';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { UPDATE_MESSAGES, useUpdateProject } from '../../../api/projects/update-project.ts';

type Values = { name: string; languages: string[]; pageLimit?: number };

/** Rename a project, change its target languages, or raise the page limit of its crawl. */
export function EditProjectButton({ projectId, name, languages, pageLimit }: { projectId: string; name: string; languages: string[]; pageLimit?: number }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const update = useUpdateProject(projectId);

  const submit = (values: Values) =>
    update.mutate(
      { name: values.name.trim(), languages: values.languages, ...(values.pageLimit ? { pageLimit: values.pageLimit } : {}) },
      {
        onSuccess: () => {
          toast.success(UPDATE_MESSAGES.success);
          setOpen(false);
        },
        // The server's reason (e.g. the free plan's 500-page cap) says more than the generic text.
        onError: (e) => toast.error(errorMessage(e) || UPDATE_MESSAGES.failure),
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
        <Form form={form} layout="vertical" initialValues={{ name, languages, pageLimit }} onFinish={submit} disabled={update.isPending}>
          <Form.Item name="name" label="Project name" rules={[{ required: true, whitespace: true, message: 'Please enter a project name' }, { max: 120 }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="languages" label="Target languages" rules={[{ required: true, type: 'array', min: 1, message: MESSAGES.languagesRequired }]}>
            <LanguageSelect aria-label="Target languages" />
          </Form.Item>
          {pageLimit !== undefined ? (
            <Form.Item
              name="pageLimit"
              label="Page limit"
              extra="The most pages a crawl adds to the scope. Crawl again after raising it."
              rules={[{ required: true, type: 'number', min: 1, max: 100_000 }]}
            >
              <InputNumber min={1} max={100_000} precision={0} style={{ width: 160 }} aria-label="Page limit" />
            </Form.Item>
          ) : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal>
    </>
  );
}
