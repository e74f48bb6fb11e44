import { SETTINGS_LIMITS } from '@lipi/contract';
import { Alert, Button, Card, Col, Input, Row, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { toast } from '../lib/toast.ts';

type SavedCss = { data?: { css: string }; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
type CssUpdate = {
  isPending: boolean;
  mutate: (css: string, options: { onSuccess: (reply: { message: string }) => void; onError: (error: Error) => void }) => void;
};

type Props = {
  title: string;
  intro: ReactNode;
  /** The textarea's id; its label and the size line are tied to it. */
  id: string;
  label: string;
  rows: number;
  placeholder: string;
  saved: SavedCss;
  update: CssUpdate;
  canEdit: boolean;
  /** Whether the text stays editable while a save is on its way. */
  lockWhileSaving?: boolean;
  errorText: (error: unknown) => string;
  savedText?: string;
  skeletonRows?: number;
  preview: (css: string) => ReactNode;
};

/**
 * The snippet's popup CSS: an editor holding an unsaved draft, its size against the server's
 * limit, save and discard, and a live preview of the draft beside it.
 */
export function CssEditorCard({
  title,
  intro,
  id,
  label,
  rows,
  placeholder,
  saved,
  update,
  canEdit,
  lockWhileSaving,
  errorText,
  savedText = '',
  skeletonRows,
  preview,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const css = draft ?? saved.data?.css ?? '';
  const bytes = new TextEncoder().encode(css).length;
  const tooLarge = bytes > SETTINGS_LIMITS.popupCssBytes;

  const save = () =>
    update.mutate(css, {
      onSuccess: (reply) => {
        toast.success(reply.message || savedText);
        setDraft(null);
      },
      onError: (error) => toast.error(errorText(error)),
    });

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>{title}</h2>}>
      <div style={{ marginTop: 0, marginBottom: 12, color: '#55536b' }}>{intro}</div>
      {saved.isPending ? (
        <Skeleton active paragraph={skeletonRows ? { rows: skeletonRows } : undefined} />
      ) : saved.isError ? (
        <Alert type="error" showIcon title={errorText(saved.error)} action={<Button onClick={() => saved.refetch()}>Try again</Button>} />
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={12}>
            <label htmlFor={id} style={{ fontWeight: 600, display: 'block', marginBottom: 6 }}>
              {label}
            </label>
            <Input.TextArea
              id={id}
              value={css}
              onChange={(e) => setDraft(e.target.value)}
              rows={rows}
              spellCheck={false}
              readOnly={!canEdit || (lockWhileSaving && update.isPending)}
              placeholder={placeholder}
              status={tooLarge ? 'error' : undefined}
              aria-describedby={`${id}-size`}
              style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
            />
            <p id={`${id}-size`} style={{ margin: '6px 0 12px', fontSize: 13, color: tooLarge ? '#c4242b' : '#55536b' }}>
              {(bytes / 1024).toFixed(1)} KB of {SETTINGS_LIMITS.popupCssBytes / 1024} KB{tooLarge ? ': the CSS can be at most 20 KB' : ''}
            </p>
            {canEdit ? (
              <div style={{ display: 'flex', gap: 8 }}>
                <Button type="primary" onClick={save} loading={update.isPending} disabled={draft === null || tooLarge}>
                  Save CSS
                </Button>
                <Button onClick={() => setDraft(null)} disabled={draft === null || update.isPending}>
                  Discard changes
                </Button>
              </div>
            ) : null}
          </Col>
          <Col xs={24} lg={12}>
            <h3 style={{ fontSize: 15, margin: '0 0 6px' }}>Preview</h3>
            {preview(css)}
          </Col>
        </Row>
      )}
    </Card>
  );
}
