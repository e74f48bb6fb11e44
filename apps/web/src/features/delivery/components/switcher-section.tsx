import { SETTINGS_LIMITS } from '@lipi/contract';
import { Alert, Button, Card, Col, Input, Row, Skeleton } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useFontSizes } from '../api/font-sizes.ts';
import { usePopupCss, useUpdatePopupCss } from '../api/popup-css.ts';
import { settingsError } from '../lib/settings-error.ts';
import { FontSizesCard } from './font-sizes-card.tsx';
import { SwitcherPreview } from './switcher-preview.tsx';

const SAMPLE = `.lipi-btn { background: #3b2db5; }
.lipi-menu [aria-selected=true] { color: #3b2db5; }`;

/** The switcher's CSS with a live, sandboxed preview, and the font size per language. */
export function SwitcherSection({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const saved = usePopupCss(projectId);
  const update = useUpdatePopupCss(projectId);
  const sizes = useFontSizes(projectId);
  const [draft, setDraft] = useState<string | null>(null);
  const css = draft ?? saved.data?.css ?? '';
  const bytes = new TextEncoder().encode(css).length;
  const tooLarge = bytes > SETTINGS_LIMITS.popupCssBytes;
  const fontSizes = Object.fromEntries((sizes.data ?? []).map((s) => [s.language, s.fontSize]));

  const save = () =>
    update.mutate(css, {
      onSuccess: (reply) => {
        toast.success(reply.message || 'Saved');
        setDraft(null);
      },
      onError: (error) => toast.error(settingsError(error)),
    });

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Language switcher</h2>}>
        <p style={{ marginTop: 0, color: '#55536b' }}>
          Style the switcher the snippet adds to your pages. Selectors: <code>#lipi-switcher</code>, <code>.lipi-btn</code> (the button), <code>.lipi-menu</code>,{' '}
          <code>[role=option]</code> (a language; <code>[aria-selected=true]</code> is the current one) and <code>.lipi-act</code>. The preview updates as you type.
        </p>
        {saved.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : saved.isError ? (
          <Alert type="error" showIcon title={settingsError(saved.error)} action={<Button onClick={() => saved.refetch()}>Try again</Button>} />
        ) : (
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={12}>
              <label htmlFor="delivery-popup-css" style={{ fontWeight: 600, display: 'block', marginBottom: 6 }}>
                Switcher CSS
              </label>
              <Input.TextArea
                id="delivery-popup-css"
                value={css}
                onChange={(e) => setDraft(e.target.value)}
                rows={13}
                spellCheck={false}
                readOnly={!canEdit || update.isPending}
                placeholder={SAMPLE}
                status={tooLarge ? 'error' : undefined}
                aria-describedby="delivery-popup-css-size"
                style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
              />
              <p id="delivery-popup-css-size" style={{ margin: '6px 0 12px', fontSize: 13, color: tooLarge ? '#c4242b' : '#55536b' }}>
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
              <SwitcherPreview css={css} languages={languages} fontSizes={fontSizes} />
            </Col>
          </Row>
        )}
      </Card>
      <FontSizesCard projectId={projectId} languages={languages} canEdit={canEdit} />
    </div>
  );
}
