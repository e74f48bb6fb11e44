import type { ManualAnalysis, Pipeline } from '@lipi/contract';
import { Alert, Button, Card, Checkbox, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAnalyzeRequest } from '../../../api/manual-translation/analyze-request.ts';
import { useCreateManualRequest } from '../../../api/manual-translation/create-request.ts';
import { useProjectChoices } from '../../../api/projects/list-projects.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { RequestServiceFields } from '../../../components/request-service-fields.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { QuoteTable } from '../components/quote-table.tsx';

type Values = { projectId: string; targetLangs: string[]; urls?: string; pipeline: Pipeline; dueDate?: string; notes?: string };

const toInput = (v: Values) => ({
  projectId: v.projectId,
  targetLangs: v.targetLangs,
  urls: (v.urls ?? '')
    .split('\n')
    .map((u) => u.trim())
    .filter(Boolean),
  pipeline: v.pipeline,
});

/** /app/manual-translation/new: scope, languages and service, then the analysis and quote before confirming. */
export function NewManualRequestRoute() {
  useDocumentTitle('Request professional translation');
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const projects = useProjectChoices('');
  const projectId = Form.useWatch('projectId', form);
  const languages = projects.data?.projectList.find((p) => p.projectId === projectId)?.languages ?? [];
  const analyze = useAnalyzeRequest();
  const create = useCreateManualRequest();
  const [quote, setQuote] = useState<ManualAnalysis | null>(null);

  const onAnalyse = (values: Values) =>
    analyze.mutate(toInput(values), {
      onSuccess: setQuote,
      onError: () => setQuote(null),
    });
  const onConfirm = () => {
    const v = form.getFieldsValue(true) as Values;
    create.mutate(
      { ...toInput(v), dueDate: v.dueDate || undefined, notes: v.notes ?? '' },
      {
        onSuccess: (env) => {
          toast.success(env.message || 'Manual translation requested');
          navigate(paths.app.manualRequest.build(env.data.requestId));
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Request professional translation"
        description="See what it will cost before anyone starts: words already signed off are not sent again."
      />
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={onAnalyse}
          onValuesChange={() => setQuote(null)}
          initialValues={{ pipeline: 'translationProofreading', targetLangs: [] }}
          disabled={create.isPending}
          style={{ maxWidth: 640 }}
        >
          <Form.Item label="Project" name="projectId" rules={[{ required: true, message: 'Choose a project' }]}>
            <Select
              loading={projects.isPending}
              placeholder="Choose a project"
              options={(projects.data?.projectList ?? []).map((p) => ({ value: p.projectId, label: p.name }))}
              onChange={() => form.setFieldValue('targetLangs', [])}
            />
          </Form.Item>
          <Form.Item
            label="Languages"
            name="targetLangs"
            // No required rule here: antd would put aria-required on the group's div (not allowed there,
            // axe aria-allowed-attr); the server answers 'Choose at least one language' instead.
            extra={languages.length ? undefined : 'Choose a project first.'}
          >
            <Checkbox.Group options={languages.map((l) => ({ value: l, label: languageLabel(l) }))} />
          </Form.Item>
          <Form.Item label="Pages (one address per line; empty: every page in scope)" name="urls">
            <Input.TextArea rows={3} />
          </Form.Item>
          <RequestServiceFields />
          <Button htmlType="submit" loading={analyze.isPending}>
            See analysis and quote
          </Button>
        </Form>
        {analyze.isError ? <Alert style={{ marginTop: 16 }} type="warning" showIcon title={errorMessage(analyze.error)} /> : null}
        {quote ? (
          <div style={{ marginTop: 24 }}>
            <QuoteTable analysis={quote} />
            <Button type="primary" onClick={onConfirm} loading={create.isPending}>
              Confirm request
            </Button>
          </div>
        ) : null}
      </Card>
    </>
  );
}
