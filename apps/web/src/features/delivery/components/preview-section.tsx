import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { useScopeUrls } from '../../../api/scope/list-scope-urls.ts';
import { usePreviewUrl } from '../../../api/render/preview-url.ts';
import { PreviewResult } from './preview-result.tsx';

type Values = { url: string; lang: string };

/** A page of the scope in one language through the translating proxy: a link to open and a framed preview. */
export function PreviewSection({ projectId, languages }: { projectId: string; languages: string[] }) {
  const [search, setSearch] = useState('');
  const pages = useScopeUrls(projectId, { pageNumber: 1, pageSize: 50, search: search || undefined });
  const preview = usePreviewUrl();
  const options = (pages.data?.urls ?? []).map((u) => ({ value: u.url, label: u.url }));

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Preview a page</h2>}>
        <p style={{ marginTop: 0, color: '#55536b' }}>See any page of your site translated, before or without installing the snippet.</p>
        <Form
          layout="vertical"
          onFinish={(values: Values) => preview.mutate({ projectId, ...values })}
          disabled={preview.isPending}
          initialValues={{ lang: languages[0] }}
          style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'flex-end' }}
        >
          <Form.Item name="url" label="Page" rules={[{ required: true, message: 'Please choose a page' }]} style={{ flex: '1 1 420px', marginBottom: 0 }}>
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              placeholder="Search the pages of your site"
              options={options}
              loading={pages.isFetching}
              notFoundContent={pages.isError ? errorMessage(pages.error) : pages.isPending ? 'Loading pages…' : 'No page matches'}
            />
          </Form.Item>
          <Form.Item
            name="lang"
            label="Language"
            rules={[{ required: true, message: 'Please choose a language' }]}
            style={{ flex: '0 1 240px', marginBottom: 0 }}
          >
            <Select options={languages.map((code) => ({ value: code, label: languageLabel(code) }))} />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" icon={<EyeOutlined aria-hidden="true" />} loading={preview.isPending}>
              Preview
            </Button>
          </Form.Item>
        </Form>
        {preview.isError ? (
          <Alert style={{ marginTop: 16 }} type="error" showIcon title="The preview could not be made" description={errorMessage(preview.error)} />
        ) : null}
      </Card>
      {preview.data ? <PreviewResult reply={preview.data} /> : null}
    </div>
  );
}
