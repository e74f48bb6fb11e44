import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MESSAGES, normaliseUrl, urlSchema } from '@lipi/contract';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Steps } from 'antd';
import { useState } from 'react';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { DEFAULT_LANGUAGE_CODES } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateProject, type CreateInput } from '../api/create-project.ts';
import { LanguageTags } from './language-tags.tsx';

type Kind = 'website' | 'multiOrigin';
type DomainValues = { url: string; languages: string[] };
type Values = { kind: Kind; name?: string; url?: string; languages?: string[]; domains?: DomainValues[] };

const STEPS = [{ title: 'Website' }, { title: 'Languages' }, { title: 'Review' }];
const languagesRule = { required: true, type: 'array' as const, min: 1, message: MESSAGES.languagesRequired };
const newDomain = (): DomainValues => ({ url: '', languages: [...DEFAULT_LANGUAGE_CODES] });

/** The request for the values: one website, or several origins each with its own languages. */
export function toCreateInput(values: Values): CreateInput {
  const name = values.name?.trim() || undefined;
  if (values.kind === 'website') return { kind: 'website', input: { url: normaliseUrl(values.url ?? ''), languages: values.languages ?? [], name } };
  return {
    kind: 'multiOrigin',
    input: { name: name ?? '', domains: (values.domains ?? []).map((d) => ({ url: normaliseUrl(d.url), languages: d.languages })) },
  };
}

const STEP_OF_FIELD = (name: (string | number)[]) => (name[0] === 'languages' || name[2] === 'languages' ? 1 : 0);

/**
 * Create a project in three steps. Every step is rendered (hidden when not current) so values
 * survive going back and forth; Enter moves on, the last step creates.
 */
export function CreateProjectWizard({ onCreated }: { onCreated: (projectId: string) => void }) {
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const create = useCreateProject();
  const kind = Form.useWatch('kind', form) ?? 'website';
  const domains = Form.useWatch('domains', form) ?? [];
  const values = Form.useWatch([], form) as Values | undefined;

  const fieldsOf = (n: number): (string | number)[][] => {
    if (n === 0) return kind === 'website' ? [['name'], ['url']] : [['name'], ...domains.map((_, i) => ['domains', i, 'url'])];
    if (n === 1) return kind === 'website' ? [['languages']] : domains.map((_, i) => ['domains', i, 'languages']);
    return [];
  };

  const next = async () => {
    try {
      await form.validateFields(fieldsOf(step));
    } catch {
      return;
    }
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    create.mutate(toCreateInput(form.getFieldsValue(true) as Values), {
      onSuccess: (reply) => {
        toast.success(reply.message);
        onCreated(reply.data.projectId);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <Card>
      <Steps current={step} size="small" items={STEPS} style={{ marginBottom: 28, maxWidth: 640 }} aria-label="Create project steps" />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={create.isPending}
        initialValues={{ kind: 'website', languages: [...DEFAULT_LANGUAGE_CODES], domains: [newDomain(), newDomain()] }}
        onFinish={next}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0];
          if (first) setStep(Math.min(step, STEP_OF_FIELD(first.name)));
        }}
        style={{ maxWidth: 640 }}
      >
        <section hidden={step !== 0} aria-labelledby="step-website">
          <h2 id="step-website" style={{ fontSize: 18, margin: '0 0 16px' }}>Which website?</h2>
          <Form.Item name="kind" label="Project type">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'website', label: 'One website' },
                { value: 'multiOrigin', label: 'Several origins' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={kind === 'website' ? 'Project name (optional)' : 'Project name'}
            rules={[{ required: kind === 'multiOrigin', whitespace: true, message: 'Please enter a project name' }, { max: 120 }]}
            extra={kind === 'website' ? 'The website address is used when left empty.' : undefined}
          >
            <Input autoComplete="off" placeholder="My website" />
          </Form.Item>
          {kind === 'website' ? (
            <Form.Item name="url" label="Website URL" rules={[zodRule(urlSchema)]} extra="For example https://www.example.com or www.example.com">
              <Input inputMode="url" autoComplete="url" placeholder="https://www.example.com" />
            </Form.Item>
          ) : (
            <Form.List name="domains">
              {(fields, { add, remove }) => (
                <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend style={{ fontWeight: 600, fontSize: 15, marginBottom: 8 }}>Origins</legend>
                  {fields.map((field, index) => (
                    <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                      <Form.Item name={[field.name, 'url']} label={`Origin ${index + 1} URL`} rules={[zodRule(urlSchema)]} style={{ flex: 1 }}>
                        <Input inputMode="url" placeholder="https://shop.example.com" />
                      </Form.Item>
                      <Button
                        aria-label={`Remove origin ${index + 1}`}
                        icon={<DeleteOutlined aria-hidden="true" />}
                        disabled={fields.length <= 1 || create.isPending}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: 30 }}
                      />
                    </div>
                  ))}
                  <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add(newDomain())} disabled={fields.length >= 50}>
                    Add origin
                  </Button>
                </fieldset>
              )}
            </Form.List>
          )}
        </section>

        <section hidden={step !== 1} aria-labelledby="step-languages">
          <h2 id="step-languages" style={{ fontSize: 18, margin: '0 0 16px' }}>Translate into</h2>
          {kind === 'website' ? (
            <Form.Item name="languages" label="Target languages" rules={[languagesRule]} extra="The 12 most used Indian languages are chosen; remove or add any.">
              <LanguageSelect aria-label="Target languages" />
            </Form.Item>
          ) : (
            domains.map((domain, index) => (
              <Form.Item key={index} name={['domains', index, 'languages']} label={`Languages of ${domain?.url || `origin ${index + 1}`}`} rules={[languagesRule]}>
                <LanguageSelect aria-label={`Languages of origin ${index + 1}`} />
              </Form.Item>
            ))
          )}
        </section>

        {step === 2 && values ? (
          <section aria-labelledby="step-review">
            <h2 id="step-review" style={{ fontSize: 18, margin: '0 0 16px' }}>Review</h2>
            <Review values={form.getFieldsValue(true) as Values} />
          </section>
        ) : null}

        {create.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(create.error)} style={{ margin: '16px 0' }} /> : null}

        <div style={{ display: 'flex', gap: 8, marginTop: 24 }}>
          {step > 0 ? (
            <Button onClick={() => setStep(step - 1)} disabled={create.isPending}>
              Back
            </Button>
          ) : null}
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {step < 2 ? 'Next' : 'Create project'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function Review({ values }: { values: Values }) {
  const input = toCreateInput(values);
  if (input.kind === 'website') {
    return (
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'name', label: 'Name', children: input.input.name ?? 'From the website address' },
          { key: 'url', label: 'Website', children: input.input.url },
          { key: 'languages', label: 'Languages', children: <LanguageTags codes={input.input.languages} max={30} /> },
        ]}
      />
    );
  }
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        { key: 'name', label: 'Name', children: input.input.name },
        ...input.input.domains.map((d, i) => ({ key: `d${i}`, label: d.url, children: <LanguageTags codes={d.languages} max={30} /> })),
      ]}
    />
  );
}
