import { EditOutlined, HistoryOutlined, SwapOutlined } from '@ant-design/icons';
import { DISPLAY_TYPE_LABELS, type TranslationRow } from '@lipi/contract';
import { Button, Space, Tooltip } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useToggleDisplayType } from '../../../api/translation/toggle-display-type.ts';
import { shortText } from '../lib/format.ts';

type Props = {
  projectId: string;
  lang: string;
  row: TranslationRow;
  /** Another row's edit box is open: this row's edit waits for it. */
  isEditLocked: boolean;
  onEdit: () => void;
  onHistory: () => void;
};

/** A row's edit, display type switch (Translation ⇄ Transliteration) and revision history. */
export function SegmentActions({ projectId, lang, row, isEditLocked, onEdit, onHistory }: Props) {
  const toggle = useToggleDisplayType(projectId);
  const source = shortText(row.sourceText);
  const next = row.translation?.displayType === 't13n' ? 'translation' : 't13n';
  const nextLabel = DISPLAY_TYPE_LABELS[next].toLowerCase();
  const onToggle = () =>
    toggle.mutate(
      { targetLang: lang, sourceHash: row.sourceHash, displayType: next },
      { onSuccess: () => toast.success(`Marked as ${nextLabel}`), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <Space size={4}>
      <Tooltip title="Edit">
        <Button
          size="small"
          icon={<EditOutlined aria-hidden="true" />}
          data-action="edit"
          aria-label={`Edit translation of “${source}”`}
          disabled={isEditLocked}
          onClick={onEdit}
        />
      </Tooltip>
      {/* Only a stored translation has a display type to switch; new content has none yet. */}
      {row.translation ? (
        <Tooltip title={`Mark as ${nextLabel}`}>
          <Button
            size="small"
            icon={<SwapOutlined aria-hidden="true" />}
            aria-label={`Mark “${source}” as ${nextLabel}`}
            loading={toggle.isPending}
            onClick={onToggle}
          />
        </Tooltip>
      ) : null}
      <Tooltip title="Revision history">
        <Button size="small" icon={<HistoryOutlined aria-hidden="true" />} aria-label={`History of “${source}”`} onClick={onHistory} />
      </Tooltip>
    </Space>
  );
}
