import { WarningOutlined } from '@ant-design/icons';

/**
 * Under a machine translation whose engine reorders words without moving inline tags (Apertium):
 * bold text and links may now sit on the wrong words, so the row asks for a look.
 */
export function FormattingCheckNote() {
  return (
    <div className="formatting-check-note" style={{ marginTop: 6, fontSize: 12, color: '#7a4b00' }}>
      <WarningOutlined aria-hidden /> Check formatting: this engine does not move bold text and links with reordered words.
    </div>
  );
}
