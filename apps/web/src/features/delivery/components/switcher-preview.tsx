import { Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { getLanguage, isLanguageCode } from '@lipi/contract';
import { languageName } from '../../../lib/languages.ts';
import { switcherDocument } from '../lib/switcher-document.ts';

/**
 * The snippet's switcher drawn in a sandboxed frame (no scripts, no same-origin access) with the
 * CSS being edited: what visitors will see, without the CSS touching the dashboard.
 */
export function SwitcherPreview({ css, languages, fontSizes }: { css: string; languages: string[]; fontSizes: Record<string, string> }) {
  const [active, setActive] = useState('en');
  const codes = ['en', ...languages.slice(0, 5)];
  // The snippet lists each language by its own name (हिन्दी, தமிழ்).
  const native = (code: string) => (isLanguageCode(code) ? getLanguage(code).nativeName : code);
  const options = codes.map((code) => ({ code, label: code === 'en' ? 'English' : native(code), fontSize: fontSizes[code] }));
  const doc = useMemo(() => switcherDocument(css, options, active), [css, JSON.stringify(options), active]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Segmented
        size="small"
        aria-label="Language shown as chosen"
        value={active}
        onChange={(value) => setActive(String(value))}
        options={codes.slice(0, 4).map((code) => ({ value: code, label: languageName(code) }))}
      />
      <iframe
        title="Language switcher preview"
        sandbox=""
        srcDoc={doc}
        style={{ width: '100%', height: 400, border: '1px solid #dcdae6', borderRadius: 10, background: '#f6f5fb' }}
      />
    </div>
  );
}
