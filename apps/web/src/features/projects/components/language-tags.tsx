import { Tag, Tooltip } from 'antd';
import { languageLabel, languageName } from '../../../lib/languages.ts';

/** Target languages as tags; past `max`, a "+N" tag lists the rest on hover and focus. */
export function LanguageTags({ codes, max = 3 }: { codes: readonly string[]; max?: number }) {
  const shown = codes.slice(0, max);
  const rest = codes.slice(max);
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {shown.map((code) => (
        <Tag key={code} style={{ marginInlineEnd: 0, color: '#2f2494', background: '#efedff', borderColor: '#cbc5f7' }} title={languageLabel(code)}>
          {languageName(code)}
        </Tag>
      ))}
      {rest.length > 0 ? (
        <Tooltip title={rest.map(languageName).join(', ')}>
          <Tag
            tabIndex={0}
            style={{ marginInlineEnd: 0, color: '#3f3d52', background: '#f1f0f6', borderColor: '#dcdae6' }}
            aria-label={`${rest.length} more: ${rest.map(languageName).join(', ')}`}
          >
            +{rest.length}
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}
