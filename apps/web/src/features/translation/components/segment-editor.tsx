import { Alert, Button, Space, Switch } from 'antd';
import { useRef, useState } from 'react';
import { checkMarkers, describeMarker, markersOf } from '../lib/markers.ts';
import { textDirection } from '../lib/format.ts';
import { FuzzySuggestions } from './fuzzy-suggestions.tsx';
import { PhoneticTextarea } from './phonetic-textarea.tsx';
import { MarkerChip, SegmentText } from './segment-text.tsx';

type Props = {
  projectId: string;
  sourceHash: string;
  sourceText: string;
  initial: string;
  lang: string;
  saving: boolean;
  phonetic: boolean;
  canUsePhonetic: boolean;
  onPhoneticChange: (on: boolean) => void;
  onSave: (value: string) => void;
  onCancel: () => void;
};

/** The edit box of one target: tags of the source to keep, the phonetic keyboard, a preview and memory suggestions. */
export function SegmentEditor(props: Props) {
  const { projectId, sourceHash, sourceText, initial, lang, saving, phonetic, canUsePhonetic, onPhoneticChange, onSave, onCancel } = props;
  const [value, setValue] = useState(initial);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const sourceMarkers = markersOf(sourceText);
  const check = checkMarkers(sourceText, value);
  const markersOk = check.missing.length === 0 && check.extra.length === 0;

  const insert = (raw: string) => {
    const el = textarea.current;
    const at = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? at;
    setValue(value.slice(0, at) + raw + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + raw.length, at + raw.length);
    });
  };
  const save = () => {
    if (!saving && markersOk && value.trim()) onSave(value);
  };

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {sourceMarkers.length > 0 ? (
        <div style={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap', fontSize: 12, color: '#55536b' }}>
          <span>Tags to keep:</span>
          {sourceMarkers.map((raw, i) => (
            <button
              key={`${raw}-${i}`}
              type="button"
              onClick={() => insert(raw)}
              aria-label={`Insert ${describeMarker(raw)}`}
              disabled={saving}
              style={{ border: 'none', background: 'none', padding: 0, cursor: 'pointer' }}
            >
              <MarkerChip raw={raw} />
            </button>
          ))}
        </div>
      ) : null}
      <PhoneticTextarea
        value={value}
        onChange={setValue}
        lang={lang}
        phonetic={phonetic && canUsePhonetic}
        onSave={save}
        onCancel={onCancel}
        disabled={saving}
        label="Translation"
        dir={textDirection(lang)}
        textareaRef={(el) => {
          textarea.current = el;
        }}
      />
      {!markersOk ? (
        <Alert
          type="warning"
          showIcon
          title={[
            check.missing.length ? `Missing: ${check.missing.map(describeMarker).join(', ')}` : '',
            check.extra.length ? `Not in the source: ${check.extra.map(describeMarker).join(', ')}` : '',
          ]
            .filter(Boolean)
            .join('. ')}
          description="Each tag of the source must appear once, so links and bold text land on the right words."
        />
      ) : null}
      {sourceMarkers.length > 0 && value ? (
        <div style={{ fontSize: 13 }}>
          <span style={{ color: '#55536b', marginInlineEnd: 6 }}>Preview:</span>
          <SegmentText text={value} lang={lang} dir={textDirection(lang)} />
        </div>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        {canUsePhonetic ? (
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', fontSize: 13 }}>
            <Switch size="small" checked={phonetic} onChange={onPhoneticChange} aria-label="Phonetic Indic keyboard" />
            Phonetic keyboard (type romanised, Space takes the suggestion)
          </label>
        ) : (
          <span />
        )}
        <Space>
          <Button onClick={onCancel} disabled={saving}>
            Cancel <kbd style={{ marginInlineStart: 6, fontSize: 11 }}>Esc</kbd>
          </Button>
          <Button type="primary" onClick={save} loading={saving} disabled={!markersOk || !value.trim()}>
            Save <kbd style={{ marginInlineStart: 6, fontSize: 11 }}>Ctrl+Enter</kbd>
          </Button>
        </Space>
      </div>
      <FuzzySuggestions projectId={projectId} targetLang={lang} sourceHash={sourceHash} onUse={setValue} disabled={saving} />
    </div>
  );
}
