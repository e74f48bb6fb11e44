import { UploadOutlined } from '@ant-design/icons';
import { DOCUMENT_LIMITS, type ParliamentCategory } from '@lipi/contract';
import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useDocumentCategories } from '../../../api/documents/document-categories.ts';
import { invalidateDocuments } from '../../../api/documents/documents-list.ts';
import { useUploadDocument } from '../../../api/documents/upload-document.ts';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';

type Values = { category?: ParliamentCategory; subType?: string; date?: string; languages?: string[] };

/** Upload a .docx into this document project with its category, sub-type and date; it is machine-translated on upload. */
export function UploadDocumentCard({ projectId, projectLanguages }: { projectId: string; projectLanguages: string[] }) {
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadDocument();
  const categories = useDocumentCategories();
  const queryClient = useQueryClient();
  const category = Form.useWatch('category', form);
  const subTypes = categories.data?.categories.find((c) => c.code === category)?.subTypes ?? [];

  const submit = (values: Values) => {
    if (!file) return setFileError('Please choose a Word document (.docx).');
    if (file.size > DOCUMENT_LIMITS.uploadBytes) return setFileError(`The file is too large (at most ${DOCUMENT_LIMITS.uploadBytes / 1024 / 1024} MB).`);
    upload.mutate(
      {
        file,
        projectId,
        languages: values.languages?.length ? values.languages : projectLanguages,
        category: values.category,
        subType: values.subType,
        date: values.date,
      },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          form.resetFields();
          setFile(null);
          setInputKey((k) => k + 1);
          void invalidateDocuments(queryClient, projectId);
        },
      },
    );
  };

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Upload a document</h2>}>
      <Form<Values> form={form} layout="vertical" requiredMark={false} disabled={upload.isPending} onFinish={submit} style={{ maxWidth: 640 }}>
        <Form.Item
          label="Word document"
          htmlFor="document-file"
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? 'A .docx; layout, tables, footnotes, headers and footers are kept.'}
        >
          <input
            key={inputKey}
            id="document-file"
            type="file"
            accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
        </Form.Item>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item name="category" label="Category" style={{ minWidth: 200, flex: 1 }}>
            <Select
              allowClear
              aria-label="Category"
              loading={categories.isPending}
              options={categories.data?.categories.map((c) => ({ value: c.code, label: `${c.label} (${c.code})` }))}
              onChange={() => form.setFieldValue('subType', undefined)}
            />
          </Form.Item>
          <Form.Item name="subType" label="Sub-type" style={{ minWidth: 180, flex: 1 }}>
            <Select allowClear aria-label="Sub-type" disabled={subTypes.length === 0} options={subTypes.map((s) => ({ value: s.value, label: s.label }))} />
          </Form.Item>
          <Form.Item name="date" label="Date" style={{ minWidth: 160 }}>
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item name="languages" label="Translate into" extra="Empty: the project's languages.">
          <LanguageSelect aria-label="Translate into" />
        </Form.Item>
        {upload.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(upload.error)} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" icon={<UploadOutlined aria-hidden="true" />} loading={upload.isPending}>
          Upload and translate
        </Button>
      </Form>
    </Card>
  );
}
