import { Tabs } from 'antd';
import { ApiEditorCard } from './api-editor-card.tsx';
import { ApiFilesCard } from './api-files-card.tsx';
import { ApiKeysCard } from './api-keys-card.tsx';
import { ApiRequestsCard } from './api-requests-card.tsx';

/** An API project's content: JSON files and their values, the keys of the dynamic API, and its request log. */
export function ApiContentPanel({ projectId, languages, canManage }: { projectId: string; languages: string[]; canManage: boolean }) {
  return (
    <Tabs
      items={[
        { key: 'files', label: 'Files and values', children: <ApiFilesCard projectId={projectId} languages={languages} canManage={canManage} /> },
        { key: 'editor', label: 'Editor', children: <ApiEditorCard projectId={projectId} languages={languages} canManage={canManage} /> },
        ...(canManage ? [{ key: 'keys', label: 'API keys', children: <ApiKeysCard projectId={projectId} /> }] : []),
        { key: 'requests', label: 'Requests', children: <ApiRequestsCard projectId={projectId} canManage={canManage} /> },
      ]}
    />
  );
}
