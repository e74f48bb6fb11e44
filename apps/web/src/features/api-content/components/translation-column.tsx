import type { TableColumnType } from 'antd';
import { languageLabel } from '../../../lib/languages.ts';

/** The API texts tables' translation column: the text in `lang`, or "Not translated yet". */
export function translationColumn<Row extends { translation: string | null }>(lang: string): TableColumnType<Row> {
  return {
    title: `Translation (${languageLabel(lang)})`,
    key: 'translation',
    render: (_, row) => (row.translation === null ? <span style={{ color: '#55536b' }}>Not translated yet</span> : <span lang={lang}>{row.translation}</span>),
  };
}
