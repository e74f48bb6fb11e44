import { CssEditorCard } from '../../../components/css-editor-card.tsx';
import { fontSizes as fontSizeList } from '../../../api/project-settings/font-sizes.ts';
import { usePopupCss } from '../../../api/project-settings/popup-css.ts';
import { useSettingsList } from '../../../api/project-settings/settings-list.ts';
import { useUpdatePopupCss } from '../../../api/project-settings/update-popup-css.ts';
import { settingsError } from '../lib/settings-error.ts';
import { FontSizesCard } from './font-sizes-card.tsx';
import { SwitcherPreview } from './switcher-preview.tsx';

const SAMPLE = `.lipi-btn { background: #3b2db5; }
.lipi-menu [aria-selected=true] { color: #3b2db5; }`;

/** The switcher's CSS with a live, sandboxed preview, and the font size per language. */
export function SwitcherSection({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const saved = usePopupCss(projectId);
  const update = useUpdatePopupCss(projectId);
  const sizes = useSettingsList(fontSizeList, projectId);
  const fontSizes = Object.fromEntries((sizes.data ?? []).map((s) => [s.language, s.fontSize]));

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <CssEditorCard
        title="Language switcher"
        intro={
          <>
            Style the switcher the snippet adds to your pages. Selectors: <code>#lipi-switcher</code>, <code>.lipi-btn</code> (the button),{' '}
            <code>.lipi-menu</code>, <code>[role=option]</code> (a language; <code>[aria-selected=true]</code> is the current one) and <code>.lipi-act</code>.
            The preview updates as you type.
          </>
        }
        id="delivery-popup-css"
        label="Switcher CSS"
        rows={13}
        placeholder={SAMPLE}
        saved={saved}
        update={update}
        canEdit={canEdit}
        lockWhileSaving
        errorText={settingsError}
        savedText="Saved"
        skeletonRows={6}
        preview={(css) => <SwitcherPreview css={css} languages={languages} fontSizes={fontSizes} />}
      />
      <FontSizesCard projectId={projectId} languages={languages} canEdit={canEdit} />
    </div>
  );
}
