import { Card, Tabs } from 'antd';
import { ApiLanguagesCard } from './api-languages-card.tsx';
import { ApiTextsEditor } from './api-texts-editor.tsx';

/** The texts editor of an API project: the files' texts and the texts apps sent, with the project's languages. */
export function ApiEditorCard({ projectId, languages, canManage }: { projectId: string; languages: string[]; canManage: boolean }) {
  return (
    <>
      <ApiLanguagesCard projectId={projectId} languages={languages} canManage={canManage} />
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Texts editor</h2>}>
        <Tabs
          items={[
            {
              key: 'static',
              label: 'Static (files)',
              children: <ApiTextsEditor kind="static" projectId={projectId} languages={languages} canManage={canManage} />,
            },
            {
              key: 'dynamic',
              label: 'Dynamic (API calls)',
              children: <ApiTextsEditor kind="dynamic" projectId={projectId} languages={languages} canManage={canManage} />,
            },
          ]}
        />
      </Card>
    </>
  );
}
