import { Skeleton } from 'antd';
import { ApiContentPanel } from '../../features/api-content/components/api-content-panel.tsx';
import { CmsPanel } from '../../features/cms/components/cms-panel.tsx';
import { DomainsPanel } from '../../features/domains/components/domains-panel.tsx';
import { ProjectSettingsPanel } from '../../features/project-settings/components/project-settings-panel.tsx';
import { useLiveProjectDetails as useProjectDetails } from '../../features/projects/hooks/use-live-project-details.ts';
import { PageLimitNote } from '../../features/projects/components/page-limit-note.tsx';
import { ProjectOverview } from '../../features/projects/components/project-overview.tsx';
import { isBusy } from '../../features/projects/lib/project-status.ts';
import { ScopeTable } from '../../features/scope/components/scope-table.tsx';
import { TranslationEditor } from '../../features/translation/components/translation-editor.tsx';
import { TranslationSettingsPanel } from '../../features/translation-settings/components/translation-settings-panel.tsx';
import { MobileProjectPanel } from '../../features/mobile/components/mobile-project-panel.tsx';
import { DocumentsPanel } from '../../features/documents/components/documents-panel.tsx';
import { DeliveryPanel } from '../../features/delivery/components/delivery-panel.tsx';
import { SuggestionsInbox } from '../../features/suggestions/components/suggestions-inbox.tsx';
import { canManageProjects, canReviewSuggestions, canRunTranslations } from '../../lib/permissions.ts';
import { useCurrentUser } from '../../lib/session/session.ts';
import { useProjectId } from './project-route.tsx';

const useCanManage = () => canManageProjects(useCurrentUser()?.role);

export function ProjectOverviewSection() {
  const projectId = useProjectId();
  const details = useProjectDetails(projectId);
  const canManage = useCanManage();
  const canTranslate = canRunTranslations(useCurrentUser()?.role);
  if (!details.data && details.isLoading) return <Skeleton active />;
  // A mobile app has string files instead of pages: its own overview (files, languages, keys, downloads).
  if (details.data?.kind === 'mobile') return <MobileProjectPanel projectId={projectId} canEdit={canTranslate} />;
  // A document project holds Word files: upload, status, languages, downloads.
  if (details.data?.kind === 'document') return <DocumentsPanel projectId={projectId} languages={details.data.languages} canEdit={canTranslate} />;
  // An API project has no website: its overview is its content (files, keys, requests).
  if (details.data?.kind === 'api')
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <ApiContentPanel projectId={projectId} languages={details.data.languages} canManage={canManage} />
        <CmsPanel projectId={projectId} canManage={canManage} languages={details.data.languages} />
      </div>
    );
  return <ProjectOverview projectId={projectId} variant={canManage ? 'full' : 'readOnly'} />;
}

export function ProjectScopeSection() {
  const projectId = useProjectId();
  const details = useProjectDetails(projectId);
  const canEdit = useCanManage();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {details.data ? <PageLimitNote pageLimit={details.data.pageLimit} reached={details.data.pageLimitReached} /> : null}
      <ScopeTable projectId={projectId} canEdit={canEdit} live={details.data ? isBusy(details.data.status) : false} languages={details.data?.languages ?? []} />
    </div>
  );
}

export function ProjectSettingsSection() {
  const projectId = useProjectId();
  const details = useProjectDetails(projectId);
  const canManage = useCanManage();
  if (!details.data) return <Skeleton active />;
  return <ProjectSettingsPanel projectId={projectId} languages={details.data.languages} canEdit={canManage} />;
}

export function ProjectDomainsSection() {
  return <DomainsPanel projectId={useProjectId()} canEdit={useCanManage()} />;
}

export function ProjectTranslationsSection() {
  const projectId = useProjectId();
  const details = useProjectDetails(projectId);
  if (!details.data) return <Skeleton active />;
  return <TranslationEditor projectId={projectId} languages={details.data.languages} sourceLanguage={details.data.sourceLanguage} />;
}

export function ProjectTranslationSettingsSection() {
  const projectId = useProjectId();
  const details = useProjectDetails(projectId);
  // Engines, glossaries and memory files need translation.manage, which translation admins hold too.
  const canEdit = canRunTranslations(useCurrentUser()?.role);
  if (!details.data) return <Skeleton active />;
  return <TranslationSettingsPanel projectId={projectId} languages={details.data.languages} canEdit={canEdit} />;
}

export function ProjectDeliverySection() {
  const projectId = useProjectId();
  const details = useProjectDetails(projectId);
  const canManage = useCanManage();
  if (!details.data) return <Skeleton active />;
  return <DeliveryPanel projectId={projectId} languages={details.data.languages} canEdit={canManage} />;
}

export function ProjectSuggestionsSection() {
  return <SuggestionsInbox projectId={useProjectId()} canReview={canReviewSuggestions(useCurrentUser()?.role)} />;
}
