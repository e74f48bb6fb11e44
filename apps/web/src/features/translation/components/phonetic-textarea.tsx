import { toBcp47 } from '@lipi/contract';
import { Input } from 'antd';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useRecordPhoneticPick } from '../../../api/machine-translation/phonetic-pick.ts';
import { usePhonetic } from '../../../api/machine-translation/phonetic.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { replaceRange, suggestionList, wordBeforeCaret, type WordAtCaret } from '../lib/phonetic.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  lang: string;
  /** The phonetic keyboard: romanised words are offered in the target script. */
  phonetic: boolean;
  onSave: () => void;
  onCancel: () => void;
  disabled?: boolean;
  label: string;
  dir?: 'ltr' | 'rtl';
  /** Where the parent inserts text (a tag chip) at the caret. */
  textareaRef?: (el: HTMLTextAreaElement | null) => void;
};

/**
 * The target's edit box. Ctrl/Cmd+Enter saves, Esc cancels. With the phonetic keyboard on, the
 * romanised word before the caret is looked up and its Indic spelling offered: Space or Enter takes
 * the highlighted one, arrows move through the alternatives, Esc dismisses them.
 */
export function PhoneticTextarea({ value, onChange, lang, phonetic, onSave, onCancel, disabled, label, dir, textareaRef }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [word, setWord] = useState<WordAtCaret | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const debouncedWord = useDebouncedValue(word?.word ?? '', 120);
  const lookup = usePhonetic(debouncedWord, lang, phonetic && Boolean(word));
  const recordPick = useRecordPhoneticPick();
  const options = phonetic && word && debouncedWord === word.word && dismissed !== word.word ? suggestionList(word.word, lookup.data) : [];
  const hintId = useId();
  const listId = useId();

  const textarea = () => wrapper.current?.querySelector('textarea') ?? null;

  const track = (next: string, caret: number) => {
    setWord(phonetic ? wordBeforeCaret(next, caret) : null);
    setActive(0);
  };

  const accept = (choice: string, trailing: string) => {
    if (!word) return;
    const replaced = replaceRange(value, word.start, word.end, choice + trailing);
    onChange(replaced.value);
    // The organisation learns the spelling its editors accept (offered first next time).
    if (choice !== word.word) recordPick.mutate({ typed: word.word, chosen: choice, lang });
    setWord(null);
    requestAnimationFrame(() => {
      const el = textarea();
      el?.setSelectionRange(replaced.caret, replaced.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave();
      return;
    }
    if (options.length > 0) {
      if (event.key === ' ' || (event.key === 'Enter' && !event.shiftKey)) {
        event.preventDefault();
        accept(options[active] ?? options[0]!, event.key === ' ' ? ' ' : '');
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissed(word?.word ?? null);
        return;
      }
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div ref={wrapper} style={{ position: 'relative' }}>
      <Input.TextArea
        ref={(instance) => textareaRef?.(instance?.resizableTextArea?.textArea ?? null)}
        aria-label={label}
        aria-describedby={hintId}
        value={value}
        dir={dir}
        lang={toBcp47(lang)}
        disabled={disabled}
        autoSize={{ minRows: 2, maxRows: 10 }}
        onChange={(e) => {
          onChange(e.target.value);
          track(e.target.value, e.target.selectionStart ?? e.target.value.length);
        }}
        onKeyDown={onKeyDown}
        onClick={(e) => track(value, e.currentTarget.selectionStart ?? value.length)}
        onBlur={() => setWord(null)}
      />
      <span id={hintId} className="visually-hidden" aria-live="polite">
        {options.length > 0 ? `Suggestion ${options[active]}. Press Space to use it, arrows for others, Escape to keep what you typed.` : ''}
      </span>
      {options.length > 0 ? (
        <ul
          id={listId}
          aria-label="Indic spellings"
          style={{
            listStyle: 'none',
            margin: '4px 0 0',
            padding: 4,
            display: 'flex',
            gap: 4,
            flexWrap: 'wrap',
            background: '#fff',
            border: '1px solid #dcdae6',
            borderRadius: 8,
            boxShadow: '0 4px 12px rgba(28, 27, 46, 0.12)',
          }}
        >
          {options.map((option, i) => (
            <li key={option}>
              <button
                type="button"
                tabIndex={-1}
                lang={toBcp47(lang)}
                aria-pressed={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  accept(option, ' ');
                }}
                style={{
                  border: 'none',
                  borderRadius: 6,
                  padding: '2px 10px',
                  cursor: 'pointer',
                  fontSize: 15,
                  background: i === active ? '#3b2db5' : '#f1f0f6',
                  color: i === active ? '#fff' : '#1c1b2e',
                }}
              >
                {option}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
