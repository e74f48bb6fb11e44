import { SWITCHER_SELECTORS } from '@lipi/contract/switcher';
import { CssEditorCard } from '../../../components/css-editor-card.tsx';
import { usePopupCss } from '../../../api/project-settings/popup-css.ts';
import { useUpdatePopupCss } from '../../../api/project-settings/update-popup-css.ts';
import { settingsErrorMessage } from '../../../api/project-settings/settings-list.ts';
import { LanguageSwitcherPreview } from './language-switcher-preview.tsx';

const SAMPLE = `.lipi-btn { background: #3b2db5; }
.lipi-option[aria-selected=true] { background: #3b2db5; color: #fff; }`;

/** The snippet's popup CSS with a live preview of the language switcher it styles. */
export function PopupCssEditor({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  return (
    <CssEditorCard
      title="Language switcher style"
      intro={
        <>
          CSS added to the page with the snippet's language switcher. It can select:
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {SWITCHER_SELECTORS.map(({ selector, what }) => (
              <li key={selector}>
                <code>{selector}</code>: {what}
              </li>
            ))}
          </ul>
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
