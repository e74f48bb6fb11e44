import { addFontSizeRequest } from '@lipi/contract';
import { Form, Input, Select } from 'antd';
import { EditableListCard } from '../../../components/editable-list-card.tsx';
import { zodRule } from '../../../lib/form-rules.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { fontSizes, type FontSizeEntry, type FontSizesReply } from '../../../api/project-settings/font-sizes.ts';
import { useAddSettingEntry, useDeleteSettingEntry, useSettingsList } from '../../../api/project-settings/settings-list.ts';
import { settingsError } from '../lib/settings-error.ts';

/** Some scripts read better a little larger: the snippet applies this size to the language's text. */
export function FontSizesCard({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  return (
    <EditableListCard<FontSizeEntry, { language: string; fontSize: string }>
      title="Font size per language"
      headingId="delivery-font-sizes"
      fields={
        <>
          <Form.Item
            name="language"
            label="Language"
            rules={[{ required: true, message: 'Please choose a language' }]}
            style={{ flex: '0 1 260px', marginBottom: 0 }}
          >
            <Select placeholder="Choose" options={languages.map((c) => ({ value: c, label: languageLabel(c) }))} />
          </Form.Item>
          <Form.Item name="fontSize" label="Font size" rules={[zodRule(addFontSizeRequest.shape.fontSize)]} style={{ flex: '0 1 200px', marginBottom: 0 }}>
            <Input placeholder="18px or 1.1em" />
          </Form.Item>
        </>
      }
      list={useSettingsList(fontSizes, projectId)}
      add={useAddSettingEntry<FontSizeEntry, FontSizesReply, { language: string; fontSize: string }>(fontSizes, projectId)}
      remove={useDeleteSettingEntry(fontSizes, projectId)}
      columns={[
        { title: 'Language', dataIndex: 'language', render: languageLabel },
        { title: 'Font size', dataIndex: 'fontSize', render: (v: string) => <code>{v}</code> },
      ]}
      deleteTitle="Delete this font size?"
      deleteLabel={(entry) => `Delete font size of ${languageLabel(entry.language)}`}
      errorText={settingsError}
      addedText="Font size added"
      deletedText="Deleted"
      emptyText="No custom font sizes: every language uses your site’s sizes"
      pagination={false}
      canEdit={canEdit}
    />
  );
}
