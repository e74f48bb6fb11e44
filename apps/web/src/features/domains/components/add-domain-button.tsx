import { PlusOutlined } from '@ant-design/icons';
import { MESSAGES, normaliseUrl, urlSchema } from '@lipi/contract';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { zodRule } from '../../../lib/form-rules.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddDomain } from '../../../api/domains/add-domain.ts';
import { domainFailureStatus } from '../lib/domain-failure.ts';

type Values = { url: string; languages: string[] };

/** Add an origin to a multi-origin project (project/addNewDomain). */
export function AddDomainButton({ projectId, defaultLanguages }: { projectId: string; defaultLanguages: string[] }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const add = useAddDomain(projectId);
  const submit = (values: Values) =>
    add.mutate(
      { url: normaliseUrl(values.url), languages: values.languages },
      {
        onSuccess: (reply) => {
          toast.success(reply.data.status || reply.message);
          setOpen(false);
        },
        onError: (error) => toast.error(domainFailureStatus(error)),
      },
    );
  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        Add domain
      </Button>
      <Modal
        open={open}
        title="Add a domain"
        okText="Add domain"
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        confirmLoading={add.isPending}
        cancelButtonProps={{ disabled: add.isPending }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ url: '', languages: defaultLanguages }} onFinish={submit} disabled={add.isPending}>
          <Form.Item name="url" label="Domain URL" rules={[zodRule(urlSchema)]}>
            <Input inputMode="url" placeholder="https://shop.example.com" autoFocus />
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
