import { CssEditorCard } from '../../../components/css-editor-card.tsx';
import { usePopupCss, useUpdatePopupCss } from '../api/popup-css.ts';
import { settingsErrorMessage } from '../api/settings-list.ts';
import { LanguageSwitcherPreview } from './language-switcher-preview.tsx';

const SAMPLE = `.lipi-switcher { border-radius: 999px; }
.lipi-switcher-option.is-active { background: #3b2db5; color: #fff; }`;

/** The snippet's popup CSS with a live preview of the language switcher it styles. */
export function PopupCssEditor({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  return (
    <CssEditorCard
      title="Language switcher style"
      intro={
        <>
          CSS added to the page with the snippet's language switcher. Classes: <code>.lipi-switcher</code>, <code>.lipi-switcher-button</code>,{' '}
          <code>.lipi-switcher-list</code>, <code>.lipi-switcher-option</code> (<code>.is-active</code> for the current language).
        </>
      }
      id="popup-css"
      label="Popup CSS"
      rows={12}
      placeholder={SAMPLE}
      saved={usePopupCss(projectId)}
      update={useUpdatePopupCss(projectId)}
      canEdit={canEdit}
      errorText={settingsErrorMessage}
      preview={(css) => <LanguageSwitcherPreview css={css} languages={languages} />}
    />
  );
}
