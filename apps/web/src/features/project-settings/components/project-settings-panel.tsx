import { addFontSizeRequest, addIgnorePatternRequest, addNoTranslationNodeRequest, addSwalekhNodeRequest } from '@lipi/contract';
import { Input, Select } from 'antd';
import { zodRule } from '../../../lib/form-rules.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { fontSizes } from '../../../api/project-settings/font-sizes.ts';
import { ignorePatterns } from '../../../api/project-settings/ignore-patterns.ts';
import { noTranslationNodes } from '../../../api/project-settings/no-translation-nodes.ts';
import { swalekhNodes } from '../../../api/project-settings/swalekh-nodes.ts';
import { PopupCssEditor } from './popup-css-editor.tsx';
import { SettingsListCard } from './settings-list-card.tsx';

const code = (text: string) => <code style={{ overflowWrap: 'anywhere' }}>{text}</code>;

/** The settings tab: the lists extraction and the snippet use, and the switcher's CSS. */
export function ProjectSettingsPanel({ projectId, languages, canEdit = true }: { projectId: string; languages: string[]; canEdit?: boolean }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <SettingsListCard
        def={ignorePatterns}
        projectId={projectId}
        canEdit={canEdit}
        title="Ignore patterns"
        description="Text matching these regular expressions is never translated. Emails, URLs, numbers and prices are ignored already."
        fields={[
          {
            name: 'pattern',
            label: 'Pattern',
            rules: [zodRule(addIgnorePatternRequest.shape.pattern)],
            input: <Input placeholder="^SKU-\d+$" spellCheck={false} />,
          },
        ]}
        columns={[
          { title: 'Pattern', dataIndex: 'pattern', render: code },
          { title: 'Matches', dataIndex: 'total', align: 'right', render: (n: number) => `${n.toLocaleString('en-IN')} segments` },
        ]}
        describe={(e) => `pattern ${e.pattern}`}
        emptyText="No ignore patterns"
      />
      <SettingsListCard
        def={noTranslationNodes}
        projectId={projectId}
        canEdit={canEdit}
        title="No-translation nodes"
        description="Elements matching these CSS selectors are left as they are, e.g. brand names or code samples."
        fields={[
          {
            name: 'selector',
            label: 'CSS selector',
            rules: [zodRule(addNoTranslationNodeRequest.shape.selector)],
            input: <Input placeholder=".brand-name, #footer code" spellCheck={false} />,
          },
        ]}
        columns={[{ title: 'CSS selector', dataIndex: 'selector', render: code }]}
        describe={(e) => `selector ${e.selector}`}
        emptyText="No no-translation nodes"
      />
      <SettingsListCard
        def={fontSizes}
        projectId={projectId}
        canEdit={canEdit}
        title="Font sizes per language"
        description="Some scripts read better a little larger: the snippet applies this size to translated text of the language."
        fields={[
          {
            name: 'language',
            label: 'Language',
            width: 240,
            rules: [{ required: true, message: 'Please choose a language' }],
            input: <Select aria-label="Language" placeholder="Choose" options={languages.map((c) => ({ value: c, label: languageLabel(c) }))} />,
          },
          {
            name: 'fontSize',
            label: 'Font size',
            width: 200,
            rules: [zodRule(addFontSizeRequest.shape.fontSize)],
            input: <Input placeholder="16px or 1.1em" />,
          },
        ]}
        columns={[
          { title: 'Language', dataIndex: 'language', render: languageLabel },
          { title: 'Font size', dataIndex: 'fontSize', render: code },
        ]}
        describe={(e) => `font size of ${languageLabel(e.language)}`}
        emptyText="No custom font sizes"
      />
      <SettingsListCard
        def={swalekhNodes}
        projectId={projectId}
        canEdit={canEdit}
        title="Keyboard integration"
        description="Inputs with these class names get the Swalekh typing keyboard, so visitors can type in their language."
        fields={[
          {
            name: 'className',
            label: 'Class name',
            rules: [zodRule(addSwalekhNodeRequest.shape.className)],
            input: <Input placeholder="search-input" spellCheck={false} />,
          },
        ]}
        columns={[{ title: 'Class name', dataIndex: 'className', render: code }]}
        describe={(e) => `class ${e.className}`}
        emptyText="No keyboard integrations"
      />
      <PopupCssEditor projectId={projectId} languages={languages} canEdit={canEdit} />
    </div>
  );
}
