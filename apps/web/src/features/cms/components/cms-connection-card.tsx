import { ApiOutlined, CheckCircleOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import { useUpdateCmsDetails } from '../../../api/cms/update-cms-details.ts';
import { useVerifyCms } from '../../../api/cms/verify-cms.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

type Details = {
  connected: boolean;
  baseUrl: string;
  hasToken: boolean;
  environment: 'prod' | 'staging';
  domain: string;
  locales: string[];
  verifiedAt: string | null;
};
type Values = { baseUrl: string; token?: string; environment: 'prod' | 'staging'; domain: string };

/** The Strapi address and API token, Verify (Strapi's own error shown as it said it) and Save. */
export function CmsConnectionCard({ projectId, details, canManage }: { projectId: string; details: UseQueryResult<Details>; canManage: boolean }) {
  const [form] = Form.useForm<Values>();
  const verify = useVerifyCms(projectId);
  const save = useUpdateCmsDetails(projectId);
  const data = details.data;
  const title = <h2 style={{ fontSize: 16, margin: 0 }}>Headless CMS (Strapi)</h2>;
  if (details.isLoading) return <Card title={title}>{<Skeleton active />}</Card>;
  if (details.isError) return <Card title={title}>{<Alert type="error" showIcon role="alert" title={errorMessage(details.error)} />}</Card>;
  const onVerify = async () => {
    const values = await form.validateFields(['baseUrl', 'token']);
    save.reset();
    verify.mutate({ baseUrl: values.baseUrl, token: values.token || undefined });
  };
  return (
    <Card title={title}>
      <Typography.Paragraph style={{ marginTop: 0 }}>
        Connect a Strapi 5 with its address and an API token (Settings → API Tokens, full access or read and update on the chosen types). The token is stored
        encrypted and never shown again.
      </Typography.Paragraph>
      {data?.connected ? (
        <Alert
          type="success"
          showIcon
          icon={<CheckCircleOutlined aria-hidden="true" />}
          style={{ marginBottom: 16 }}
          title={`Connected to ${data.baseUrl}`}
          description={`Locales in the CMS: ${data.locales.join(', ') || 'none'}${data.verifiedAt ? ` · verified ${new Date(data.verifiedAt).toLocaleString()}` : ''}`}
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={!canManage || save.isPending}
        initialValues={{ baseUrl: data?.baseUrl ?? '', environment: data?.environment ?? 'prod', domain: data?.domain ?? '' }}
        onFinish={(values) =>
          save.mutate({ ...values, token: values.token || undefined }, { onSuccess: (r) => (toast.success(r.message), form.setFieldValue('token', '')) })
        }
        style={{ maxWidth: 560 }}
      >
        <Form.Item
          name="baseUrl"
          label="Strapi address"
          rules={[
            { required: true, message: 'Please enter the CMS address' },
            { type: 'url', message: 'Please enter a valid CMS address' },
          ]}
        >
          <Input placeholder="https://cms.example.in" autoComplete="url" inputMode="url" />
        </Form.Item>
        <Form.Item
          name="token"
          label="API token"
          extra={data?.hasToken ? 'Leave empty to keep the stored token.' : undefined}
          rules={data?.hasToken ? [] : [{ required: true, whitespace: true, message: 'Please enter the API token' }]}
        >
          <Input.Password autoComplete="off" placeholder={data?.hasToken ? '•••••• (stored)' : ''} />
        </Form.Item>
        <Space wrap size={16}>
          <Form.Item name="environment" label="Environment">
            <Select
              style={{ width: 140 }}
              options={[
                { value: 'prod', label: 'Production' },
                { value: 'staging', label: 'Staging' },
              ]}
            />
          </Form.Item>
          <Form.Item name="domain" label="Site domain (optional)">
            <Input placeholder="www.example.in" style={{ width: 240 }} />
          </Form.Item>
        </Space>
        {verify.isSuccess ? (
          <Alert
            type="success"
            showIcon
            role="status"
            style={{ marginBottom: 16 }}
            title={verify.data.message}
            description={`Locales: ${verify.data.data.locales.map((l) => l.code).join(', ')} · ${verify.data.data.contentTypes} content types`}
          />
        ) : null}
        {verify.isError ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errorMessage(verify.error)} /> : null}
        {save.isError ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={errorMessage(save.error)} /> : null}
        {canManage ? (
          <Space wrap>
            <Button icon={<ApiOutlined aria-hidden="true" />} onClick={() => void onVerify().catch(() => undefined)} loading={verify.isPending}>
              Verify
            </Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {data?.connected ? 'Save connection' : 'Connect'}
            </Button>
          </Space>
        ) : null}
      </Form>
    </Card>
  );
}
