import { DEFAULT_LANGUAGES, LANGUAGE_CODE_BY_NAME, LANGUAGES, type Language } from '@lipi/contract';
import { Select, type SelectProps } from 'antd';

const capitalise = (name: string) => name.replace(/(^|[\s(])\p{L}/gu, (m) => m.toUpperCase());
const toOption = (language: Language) => ({ value: language.code, label: `${capitalise(language.name)} · ${language.nativeName}` });

const defaultCodes = new Set<string>(DEFAULT_LANGUAGES.map((name) => LANGUAGE_CODE_BY_NAME[name]));

/** The 12 default Indian languages first, then every other target language; English is the source. */
export const LANGUAGE_OPTIONS = [
  {
    label: 'Popular Indian languages',
    title: 'Popular Indian languages',
    options: DEFAULT_LANGUAGES.map((name) => toOption(LANGUAGES.find((l) => l.name === name) as Language)),
  },
  {
    label: 'More languages',
    title: 'More languages',
    options: LANGUAGES.filter((l) => l.code !== 'en' && !defaultCodes.has(l.code)).map(toOption),
  },
];

export function LanguageSelect(props: Omit<SelectProps<string[]>, 'mode' | 'options'>) {
  return (
    <Select<string[]>
      {...props}
      mode="multiple"
      options={LANGUAGE_OPTIONS}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      placeholder="Choose the languages to translate into"
      allowClear
    />
  );
}
