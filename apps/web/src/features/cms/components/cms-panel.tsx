import { Space } from 'antd';
import { useCmsDetails } from '../../../api/cms/cms-details.ts';
import { CmsConnectionCard } from './cms-connection-card.tsx';
import { CmsContentTypesCard } from './cms-content-types-card.tsx';
import { CmsSyncCard } from './cms-sync-card.tsx';

/** A project's headless CMS (Strapi): connect, choose what to translate, sync and follow each entry. */
export function CmsPanel({ projectId, canManage, languages }: { projectId: string; canManage: boolean; languages: string[] }) {
  const details = useCmsDetails(projectId);
  const connected = details.data?.connected ?? false;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <CmsConnectionCard projectId={projectId} details={details} canManage={canManage} />
      {connected ? <CmsContentTypesCard projectId={projectId} canManage={canManage} /> : null}
      {connected ? <CmsSyncCard projectId={projectId} canManage={canManage} autoSync={details.data?.autoSync ?? false} languages={languages} /> : null}
    </Space>
  );
}
