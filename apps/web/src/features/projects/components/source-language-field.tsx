import { DEFAULT_SOURCE_LANG, PROJECT_MESSAGES } from '@lipi/contract';
import { Form, Select } from 'antd';
import { DEFAULT_LANGUAGE_CODES, languageLabel, OTHER_LANGUAGE_CODES } from '../../../lib/languages.ts';

const sourceOption = (code: string) => ({ value: code, label: languageLabel(code), search: `${languageLabel(code)} ${code}`.toLowerCase() });
/** English (the default) first, then the 12 Indian languages, then every other language by name. */
const SOURCE_OPTIONS = [
  sourceOption(DEFAULT_SOURCE_LANG),
  { label: 'Indian languages', title: 'Indian languages', options: DEFAULT_LANGUAGE_CODES.map(sourceOption) },
  { label: 'All other languages', title: 'All other languages', options: OTHER_LANGUAGE_CODES.filter((c) => c !== DEFAULT_SOURCE_LANG).map(sourceOption) },
];

/** A website's target languages never include the language it is written in. */
export const notSourceRule = (source: string | undefined) => ({
  validator: (_: unknown, value: string[] | undefined) =>
    value?.includes(source ?? DEFAULT_SOURCE_LANG)
      ? Promise.reject(new Error(PROJECT_MESSAGES.targetIsSource(source ?? DEFAULT_SOURCE_LANG)))
      : Promise.resolve(),
});

/** The wizard's "Source language" (form field `sourceLanguage`), searchable by name or code; `subject` is what is written in it. */
export function SourceLanguageField({ subject = 'website' }: { subject?: 'website' | 'app' | 'document' }) {
  return (
    <Form.Item
      name="sourceLanguage"
      label="Source language"
      extra={`The language the ${subject} is written in.`}
      rules={[{ required: true, message: 'Please choose the source language' }]}
    >
      <Select<string> aria-label="Source language" showSearch={{ optionFilterProp: 'search' }} options={SOURCE_OPTIONS} />
    </Form.Item>
  );
}
