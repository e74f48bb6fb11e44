import { Form, type FormRule, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { EditableListCard } from '../../../components/editable-list-card.tsx';
import {
  settingsErrorMessage,
  useAddSettingEntry,
  useDeleteSettingEntry,
  useSettingsList,
  type SettingsListDef,
} from '../../../api/project-settings/settings-list.ts';

export type AddField = { name: string; label: string; rules: FormRule[]; input: ReactNode; width?: number };

type Props<Entry extends { id: string }, Reply> = {
  def: SettingsListDef<Entry, Reply>;
  projectId: string;
  title: string;
  description: string;
  fields: AddField[];
  columns: NonNullable<TableProps<Entry>['columns']>;
  describe: (entry: Entry) => string;
  emptyText: string;
  canEdit: boolean;
};

/** One settings list: what it does, a small add form, the entries with a delete each. */
export function SettingsListCard<Entry extends { id: string }, Reply>(props: Props<Entry, Reply>) {
  const { def, projectId, title, description, fields, columns, describe, emptyText, canEdit } = props;
  const list = useSettingsList(def, projectId);
  return (
    <EditableListCard<Entry, Record<string, unknown>>
      title={title}
      headingId={`settings-${def.name}`}
      description={description}
      formName={def.name}
      fields={fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          rules={field.rules}
          style={{ flex: field.width ? `0 1 ${field.width}px` : '1 1 260px', marginBottom: 0 }}
        >
          {field.input}
        </Form.Item>
      ))}
      list={list}
      add={useAddSettingEntry<Entry, Reply, Record<string, unknown>>(def, projectId)}
      remove={useDeleteSettingEntry(def, projectId)}
      columns={columns}
      deleteTitle="Delete this entry?"
      deleteLabel={(entry) => `Delete ${describe(entry)}`}
      errorText={settingsErrorMessage}
      emptyText={emptyText}
      pagination={(list.data?.length ?? 0) > 10 ? { pageSize: 10, size: 'small' } : false}
      canEdit={canEdit}
    />
  );
}
