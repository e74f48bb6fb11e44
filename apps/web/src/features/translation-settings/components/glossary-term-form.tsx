import { PlusOutlined } from '@ant-design/icons';
import { GLOSSARY_LIMITS, GLOSSARY_RULES, type GlossaryRule, toBcp47 } from '@lipi/contract';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddGlossaryTerm } from '../../../api/glossary/add-glossary-term.ts';

export const RULE_LABELS: Record<GlossaryRule, string> = {
  never: 'Never translate',
  always: 'Always translate as',
  transliterate: 'Transliterate',
};

type Values = { term: string; rule: GlossaryRule; isCaseSensitive: boolean; translations?: Record<string, string | undefined> };

/** A new glossary term: how machine translation must treat it, and its translation per language when fixed. */
export function GlossaryTermForm({ projectId, languages }: { projectId: string; languages: string[] }) {
  const [form] = Form.useForm<Values>();
  const add = useAddGlossaryTerm(projectId);
  const rule = Form.useWatch('rule', form) ?? 'never';

  const submit = (values: Values) => {
    const translations = Object.fromEntries(
      Object.entries(values.translations ?? {})
        .filter((e): e is [string, string] => Boolean(e[1]?.trim()))
        .map(([k, v]) => [k, v.trim()]),
    );
    add.mutate(
      { term: values.term, rule: values.rule, isCaseSensitive: Boolean(values.isCaseSensitive), translations: values.rule === 'always' ? translations : {} },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || 'Term added');
          form.resetFields();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <Form
      form={form}
      name="glossary-term"
      layout="vertical"
      onFinish={submit}
      disabled={add.isPending}
      initialValues={{ rule: 'never', isCaseSensitive: false }}
      aria-label="Add a glossary term"
    >
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Form.Item
          name="term"
          label="Term"
          rules={[{ required: true, whitespace: true, message: 'Please enter a term' }, { max: GLOSSARY_LIMITS.termLength }]}
          style={{ flex: '1 1 220px', marginBottom: 8 }}
        >
          <Input placeholder="Brand or product name" />
        </Form.Item>
        <Form.Item name="rule" label="Rule" style={{ flex: '0 1 220px', marginBottom: 8 }}>
          <Select aria-label="Rule" options={GLOSSARY_RULES.map((r) => ({ value: r, label: RULE_LABELS[r] }))} />
        </Form.Item>
        <Form.Item name="isCaseSensitive" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Match case</Checkbox>
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button htmlType="submit" type="primary" icon={<PlusOutlined aria-hidden="true" />} loading={add.isPending}>
            Add term
          </Button>
        </Form.Item>
      </div>
      {rule === 'always' ? (
        <fieldset style={{ border: '1px solid #e5e2f4', borderRadius: 8, padding: '8px 12px 0', marginBottom: 8 }}>
          <legend style={{ fontSize: 13, fontWeight: 600, width: 'auto', padding: '0 4px', margin: 0, border: 'none' }}>Translations (at least one)</legend>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '0 12px' }}>
            {languages.map((lang) => (
              <Form.Item
                key={lang}
                name={['translations', lang]}
                label={languageName(lang)}
                rules={[{ max: GLOSSARY_LIMITS.translationLength }]}
                style={{ marginBottom: 8 }}
              >
                <Input lang={toBcp47(lang)} />
              </Form.Item>
            ))}
          </div>
        </fieldset>
      ) : null}
    </Form>
  );
}
