import type { ApiTextRow } from '@lipi/contract';
import { Alert, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useApiTextEdit } from '../../../api/api-content/api-text-edit.ts';
import type { TextsKind } from '../../../api/api-content/api-texts.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';

/** One text's translation in one language, saved into the memory as the person's own (USER). */
export function ApiTextEditModal({
  kind,
  projectId,
  lang,
  row,
  onClose,
}: {
  kind: TextsKind;
  projectId: string;
  lang: string;
  row: ApiTextRow | null;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const edit = useApiTextEdit(kind, projectId);
  useEffect(() => {
    setValue(row?.translation ?? '');
    edit.reset();
    // Reset only when another row opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row?.sourceHash]);
  const save = async () => {
    if (!row) return;
    try {
      const saved = await edit.mutateAsync({ sourceHash: row.sourceHash, targetLang: lang, translation: value });
      toast.success(saved.warnings.length ? `Saved, with ${saved.warnings.length} warning(s): ${saved.warnings[0]!.message}` : 'Translation saved');
      onClose();
    } catch {
      // Shown in the dialog below.
    }
  };
  return (
    <Modal
      open={row !== null}
      title={`Edit translation (${languageLabel(lang)})`}
      okText="Save"
      onOk={() => void save()}
      okButtonProps={{ disabled: value.trim() === '', loading: edit.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <>
          <p style={{ marginBottom: 4 }}>
            <code>{row.key}</code> in {row.itemName}
          </p>
          <p lang="en" style={{ background: '#f6f6fb', padding: 8, borderRadius: 4 }}>
            {row.text}
          </p>
          <label htmlFor="api-text-translation">Translation</label>
          <Input.TextArea id="api-text-translation" lang={lang} autoFocus value={value} onChange={(e) => setValue(e.target.value)} autoSize={{ minRows: 3 }} />
          <p style={{ color: '#55536b', fontSize: 12 }}>
            Keep every numbered marker such as {'{1}'} or {'<2>…</2>'}: they stand for the placeholders.
          </p>
          {edit.isError ? <Alert type="error" showIcon role="alert" title={errorMessage(edit.error)} /> : null}
        </>
      ) : null}
    </Modal>
  );
}
