import { Select, type SelectProps } from 'antd';
import { DEFAULT_LANGUAGE_CODES, languageLabel, OTHER_LANGUAGE_CODES } from '../lib/languages.ts';

const toOption = (code: string) => ({ value: code, label: languageLabel(code), search: `${languageLabel(code)} ${code}`.toLowerCase() });
const OPTIONS = [
  { label: 'Indian languages', title: 'Indian languages', options: DEFAULT_LANGUAGE_CODES.map(toOption) },
  { label: 'All other languages', title: 'All other languages', options: OTHER_LANGUAGE_CODES.map(toOption) },
];

type LanguageSelectProps = Omit<SelectProps<string[]>, 'mode' | 'options'>;

/** Target languages from the contract's table: the 12 defaults first, searchable by name, native name or code. */
export function LanguageSelect(props: LanguageSelectProps) {
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      placeholder="Choose languages"
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'search' }}
      options={OPTIONS}
      {...props}
    />
  );
}
