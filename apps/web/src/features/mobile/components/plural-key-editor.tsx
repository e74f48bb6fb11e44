import { Alert, Button, Input, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateMobile } from '../../../api/mobile/string-files.ts';
import { useUpdateTranslation } from '../../../api/translation/update-translation.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { formProblem, type PluralForm } from '../plural-groups.ts';

type Props = { projectId: string; name: string; forms: PluralForm[]; targetLang: string; canEdit: boolean };

const editable = (f: PluralForm) => !f.usesOther && !f.unused && f.row.translatable;

/** The source forms of a plural or select key, each with its category. */
export function PluralSourceForms({ forms }: { forms: PluralForm[] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px' }}>
      {forms
        .filter((f) => !f.usesOther)
        .map((f) => (
          <FormLine key={f.category} category={f.category}>
            <span title={f.row.comment ?? undefined}>{f.row.sourceText}</span>
          </FormLine>
        ))}
    </dl>
  );
}

function FormLine({ category, children }: { category: string; children: React.ReactNode }) {
  return (
    <>
      <dt>
        <code>{category}</code>
      </dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  );
}

/**
 * The target language's forms of a plural key side by side: one field per form the source has;
 * a category the source lacks (Russian few/many from English) is written with the `other`
 * translation and says so; a source form the language does not use is marked. Each field is
 * checked for lost or invented placeholders before saving; saves go through the memory.
 */
export function PluralKeyEditor({ projectId, name, forms, targetLang, canEdit }: Props) {
  const [draft, setDraft] = useState<Map<string, string> | null>(null);
  const [saving, setSaving] = useState(false);
  const update = useUpdateTranslation(projectId);
  const queryClient = useQueryClient();
  const current = (f: PluralForm) => f.row.translation?.preProcessedTarget ?? '';
  const problems = new Map(
    draft ? forms.filter(editable).map((f) => [f.category, formProblem(f.row.sourceText, draft.get(f.category) ?? '', f.category)]) : [],
  );
  const blocked = [...problems.values()].some(Boolean);

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const warnings: string[] = [];
      for (const f of forms.filter(editable)) {
        const text = draft.get(f.category) ?? '';
        if (text === current(f)) continue;
        const reply = await update.mutateAsync({ targetLang, sourceHash: f.row.sourceHash, preProcessedTarget: text, displayType: 'translation' });
        warnings.push(...reply.data.warnings.map((w) => w.message));
      }
      if (warnings.length) toast.warning(warnings.join(' '));
      else toast.success('Plural forms saved');
      setDraft(null);
      void invalidateMobile(queryClient, projectId);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  if (draft) {
    return (
      <Space direction="vertical" style={{ minWidth: 260 }}>
        {forms.filter(editable).map((f) => (
          <div key={f.category}>
            <label htmlFor={`plural-${name}-${f.category}`}>
              <code>{f.category}</code> <Typography.Text type="secondary">{f.row.sourceText}</Typography.Text>
            </label>
            <Input.TextArea
              id={`plural-${name}-${f.category}`}
              aria-label={`Translation of ${name}, form ${f.category}`}
              autoSize
              lang={targetLang}
              status={problems.get(f.category) ? 'error' : undefined}
              value={draft.get(f.category) ?? ''}
              onChange={(e) => setDraft(new Map(draft).set(f.category, e.target.value))}
            />
            {problems.get(f.category) ? <Typography.Text type="danger">{problems.get(f.category)}</Typography.Text> : null}
          </div>
        ))}
        {blocked ? <Alert type="warning" showIcon title="Fix the marked forms before saving." /> : null}
        <Space>
          <Button type="primary" size="small" loading={saving} disabled={blocked} onClick={() => void save()}>
            Save
          </Button>
          <Button size="small" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </Space>
      </Space>
    );
  }
  return (
    <Space align="start">
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px' }} lang={targetLang}>
        {forms.map((f) => (
          <FormLine key={f.category} category={f.category}>
            {f.unused ? (
              <Typography.Text type="secondary">not used in {languageLabel(targetLang)}</Typography.Text>
            ) : (
              <>
                {current(f) || <em>New content</em>}
                {f.usesOther ? <Typography.Text type="secondary"> (uses the other form)</Typography.Text> : null}
              </>
            )}
          </FormLine>
        ))}
      </dl>
      {canEdit && forms.some(editable) ? (
        <Button
          size="small"
          aria-label={`Edit the plural forms of ${name}`}
          onClick={() => setDraft(new Map(forms.filter(editable).map((f) => [f.category, current(f) || f.row.sourceText])))}
        >
          Edit
        </Button>
      ) : null}
    </Space>
  );
}
