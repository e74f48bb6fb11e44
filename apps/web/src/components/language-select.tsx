import { Select, type SelectProps } from 'antd';
import { useRef } from 'react';
import { DEFAULT_LANGUAGE_CODES, languageLabel, OTHER_LANGUAGE_CODES } from '../lib/languages.ts';

const toOption = (code: string) => ({ value: code, label: languageLabel(code), search: `${languageLabel(code)} ${code}`.toLowerCase() });
const OPTIONS = [
  { label: 'Indian languages', title: 'Indian languages', options: DEFAULT_LANGUAGE_CODES.map(toOption) },
  { label: 'All other languages', title: 'All other languages', options: OTHER_LANGUAGE_CODES.map(toOption) },
];

type LanguageSelectProps = Omit<SelectProps<string[]>, 'mode' | 'options'>;

/**
 * Target languages from the contract's table: the 12 defaults first, searchable by name, native
 * name or code. Typing a language and pressing Enter adds it; it never removes one already chosen
 * (a multiple select toggles on Enter, which silently dropped the language people meant to add).
 */
export function LanguageSelect({ onInputKeyDown, onChange, ...props }: LanguageSelectProps) {
  const enterAfterSearch = useRef(false);
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      placeholder="Choose languages"
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'search' }}
      options={OPTIONS}
      onInputKeyDown={(event) => {
        enterAfterSearch.current = event.key === 'Enter' && (event.target as HTMLInputElement).value.trim() !== '';
        onInputKeyDown?.(event);
      }}
      onChange={(next, option) => {
        const removedByEnter = enterAfterSearch.current && next.length < (props.value?.length ?? 0);
        enterAfterSearch.current = false;
        if (!removedByEnter) onChange?.(next, option);
      }}
      {...props}
    />
  );
}
