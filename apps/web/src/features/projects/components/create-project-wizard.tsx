import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_LIMIT, DEFAULT_SOURCE_LANG, MOBILE_FILE_ACCEPT, MOBILE_MESSAGES, PROJECT_MESSAGES, urlSchema } from '@lipi/contract';
import { Alert, Button, Card, Form, Input, Radio, Steps } from 'antd';
import { useState } from 'react';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { zodRule } from '../../../lib/form-rules.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateProject } from '../../../api/projects/create-project.ts';
import { useUploadStringFile } from '../../../api/mobile/upload-string-file.ts';
import { useUploadDocument } from '../../../api/documents/upload-document.ts';
import { notSourceRule, SourceLanguageField } from './source-language-field.tsx';
import { WizardReview } from './wizard-review.tsx';
import { addDefaults, DOCUMENT_STEPS, languagesRule, MOBILE_STEPS, newDomain, STEPS, toCreateInput, type Values } from '../lib/wizard-values.ts';

const STEP_OF_FIELD = (name: (string | number)[]) => (name[0] === 'languages' || name[2] === 'languages' ? 1 : 0);

/**
 * Create a project in three steps. Every step is rendered (hidden when not current) so values
 * survive going back and forth; Enter moves on, the last step creates.
 */
export function CreateProjectWizard({ onCreated }: { onCreated: (projectId: string) => void }) {
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const createWebsite = useCreateProject();
  const upload = useUploadStringFile();
  const uploadDocument = useUploadDocument();
  const [stringFile, setStringFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // One pending/error state for the three kinds: the button, the disabled form and the alert read it.
  const create = upload.isPending || upload.isError ? upload : uploadDocument.isPending || uploadDocument.isError ? uploadDocument : createWebsite;
  const kind = Form.useWatch('kind', form) ?? 'website';
  // Mobile apps and documents are made from their first file.
  const fromFile = kind === 'mobile' || kind === 'document';
  const hasSource = kind === 'website' || fromFile;
  const domains = Form.useWatch('domains', form) ?? [];
  const values = Form.useWatch([], form) as Values | undefined;
  const sourceLanguage = Form.useWatch('sourceLanguage', form) ?? DEFAULT_SOURCE_LANG;

  const fieldsOf = (n: number): (string | number)[][] => {
    if (n === 0) {
      if (fromFile || kind === 'api') return [['name']];
      return kind === 'website' ? [['name'], ['url']] : [['name'], ...domains.map((_, i) => ['domains', i, 'url'])];
    }
    if (n === 1) return kind !== 'multiOrigin' ? [['sourceLanguage'], ['languages']] : domains.map((_, i) => ['domains', i, 'languages']);
    return [];
  };

  const next = async () => {
    try {
      await form.validateFields(fieldsOf(step));
    } catch {
      return;
    }
    if (step === 0 && fromFile && !stringFile) {
      setFileError(kind === 'document' ? 'Please choose a Word document (.docx) to upload.' : MOBILE_MESSAGES.noFile);
      return;
    }
    if (step < 2) {
      setStep(step + 1);
      return;
    }
    const all = form.getFieldsValue(true) as Values;
    const created = {
      onSuccess: (reply: { message: string; data: { projectId: string } }) => {
        toast.success(reply.message);
        onCreated(reply.data.projectId);
      },
    };
    if (fromFile && stringFile) {
      const sourceLanguage = all.sourceLanguage !== DEFAULT_SOURCE_LANG ? all.sourceLanguage : undefined;
      const input = { file: stringFile, projectName: all.name?.trim() ?? '', languages: all.languages ?? [], sourceLanguage };
      if (all.kind === 'document') uploadDocument.mutate(input, created);
      else upload.mutate(input, created);
      return;
    }
    // An error is shown once, in the alert below the form (not also as a toast).
    createWebsite.mutate(toCreateInput(all), created);
  };

  return (
    <Card>
      <Steps
        current={step}
        size="small"
        items={kind === 'mobile' ? MOBILE_STEPS : kind === 'document' ? DOCUMENT_STEPS : STEPS}
        style={{ marginBottom: 28, maxWidth: 640 }}
        aria-label="Create project steps"
      />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={create.isPending}
        initialValues={{ kind: 'website', sourceLanguage: DEFAULT_SOURCE_LANG, languages: [], domains: [newDomain(), newDomain()] }}
        onFinish={next}
        onFinishFailed={({ errorFields }) => {
          // Submitting validates every step; fields of the steps ahead are not filled yet, so their
          // errors are cleared (they are checked when their step's Next is pressed).
          const ahead = errorFields.filter((field) => STEP_OF_FIELD(field.name) > step);
          form.setFields(ahead.map((field) => ({ name: field.name as never, errors: [] })));
          if (ahead.length === errorFields.length) {
            void next();
            return;
          }
          const first = errorFields.find((field) => STEP_OF_FIELD(field.name) <= step);
          if (first) setStep(Math.min(step, STEP_OF_FIELD(first.name)));
        }}
        style={{ maxWidth: 640 }}
      >
        <section hidden={step !== 0} aria-labelledby="step-website">
          <h2 id="step-website" style={{ fontSize: 18, margin: '0 0 16px' }}>
            {kind === 'mobile' ? 'Which app?' : kind === 'document' ? 'Which document?' : kind === 'api' ? 'Which content?' : 'Which website?'}
          </h2>
          <Form.Item name="kind" label="Project type">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'website', label: 'One website' },
                { value: 'multiOrigin', label: 'Several origins' },
                { value: 'mobile', label: 'Mobile app' },
                { value: 'api', label: 'API / JSON content' },
                { value: 'document', label: 'Documents' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={kind === 'website' ? 'Project name (optional)' : 'Project name'}
            rules={[{ required: kind !== 'website', whitespace: true, message: 'Please enter a project name' }, { max: 120 }]}
            extra={
              kind === 'website'
                ? 'The website address is used when left empty.'
                : kind === 'api'
                  ? 'i18n JSON files (i18next, react-intl, plain) and a translation API for your apps.'
                  : undefined
            }
          >
            <Input autoComplete="off" placeholder={kind === 'mobile' ? 'My app' : kind === 'document' ? 'Parliament papers' : 'My website'} />
          </Form.Item>
          {kind === 'mobile' ? (
            <Form.Item
              label="String file"
              htmlFor="string-file"
              validateStatus={fileError ? 'error' : undefined}
              help={
                fileError ??
                'Your app\u2019s res/values/strings.xml, iOS Localizable.strings, .stringsdict or .xcstrings, or Flutter app_en.arb. Its strings are translated; the file comes back per language (values-hi/strings.xml, hi.lproj/…, app_hi.arb).'
              }
            >
              <input
                id="string-file"
                type="file"
                accept={MOBILE_FILE_ACCEPT}
                onChange={(e) => {
                  setStringFile(e.target.files?.[0] ?? null);
                  setFileError(null);
                }}
              />
            </Form.Item>
          ) : kind === 'document' ? (
            <Form.Item
              label="Word document"
              htmlFor="document-file"
              validateStatus={fileError ? 'error' : undefined}
              help={fileError ?? 'A .docx; it is translated paragraph by paragraph and comes back per language with its layout.'}
            >
              <input
                id="document-file"
                type="file"
                accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={(e) => {
                  setStringFile(e.target.files?.[0] ?? null);
                  setFileError(null);
                }}
              />
            </Form.Item>
          ) : kind === 'api' ? null : kind === 'website' ? (
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
          <h2 id="step-languages" style={{ fontSize: 18, margin: '0 0 16px' }}>
            Translate into
          </h2>
          {hasSource ? <SourceLanguageField subject={kind === 'mobile' ? 'app' : kind === 'document' ? 'document' : 'website'} /> : null}
          {kind !== 'multiOrigin' ? (
            <Form.Item
              name="languages"
              label="Target languages"
              dependencies={['sourceLanguage']}
              rules={[languagesRule, ...(hasSource ? [notSourceRule(sourceLanguage)] : [])]}
              extra={
                <Button
                  type="link"
                  size="small"
                  style={{ paddingInline: 0 }}
                  onClick={() => form.setFieldValue('languages', addDefaults(form.getFieldValue('languages')))}
                >
                  Add the 12 most used Indian languages
                </Button>
              }
            >
              <LanguageSelect aria-label="Target languages" />
            </Form.Item>
          ) : (
            domains.map((domain, index) => (
              <Form.Item
                key={index}
                name={['domains', index, 'languages']}
                label={`Languages of ${domain?.url || `origin ${index + 1}`}`}
                rules={[languagesRule]}
                extra={
                  <Button
                    type="link"
                    size="small"
                    style={{ paddingInline: 0 }}
                    onClick={() => form.setFieldValue(['domains', index, 'languages'], addDefaults(form.getFieldValue(['domains', index, 'languages'])))}
                  >
                    Add the 12 most used Indian languages
                  </Button>
                }
              >
                <LanguageSelect aria-label={`Languages of origin ${index + 1}`} />
              </Form.Item>
            ))
          )}
        </section>

        {step === 2 && values ? (
          <section aria-labelledby="step-review">
            <h2 id="step-review" style={{ fontSize: 18, margin: '0 0 16px' }}>
              Review
            </h2>
            <WizardReview input={toCreateInput(form.getFieldsValue(true) as Values)} isMobile={fromFile} fileName={stringFile?.name} />
            {fromFile || kind === 'api' ? null : (
              <Alert type="info" showIcon style={{ marginTop: 16 }} title={PROJECT_MESSAGES.crawlsUpTo(DEFAULT_PAGE_LIMIT)} />
            )}
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
