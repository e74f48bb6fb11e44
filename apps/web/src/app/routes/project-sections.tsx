import { Skeleton } from 'antd';
import { DomainsPanel } from '../../features/domains/components/domains-panel.tsx';
import { ProjectSettingsPanel } from '../../features/project-settings/components/project-settings-panel.tsx';
import { useProjectDetails } from '../../features/projects/api/get-project-details.ts';
import { ProjectOverview } from '../../features/projects/components/project-overview.tsx';
import { isBusy } from '../../features/projects/lib/project-status.ts';
import { ScopeTable } from '../../features/scope/components/scope-table.tsx';
import { TranslationEditor } from '../../features/translation/components/translation-editor.tsx';
import { TranslationSettingsPanel } from '../../features/translation-settings/components/translation-settings-panel.tsx';
import { DeliveryPanel } from '../../features/delivery/components/delivery-panel.tsx';
import { SuggestionsInbox } from '../../features/suggestions/components/suggestions-inbox.tsx';
import { canManageProjects, canReviewSuggestions, canRunTranslations } from '../../lib/permissions.ts';
import { useCurrentUser } from '../../lib/session/session.ts';
import { useProjectId } from './project-route.tsx';

const useCanManage = () => canManageProjects(useCurrentUser()?.role);

export function ProjectOverviewSection() {
  return <ProjectOverview projectId={useProjectId()} variant={useCanManage() ? 'full' : 'readOnly'} />;
}

export function ProjectScopeSection() {
  const projectId = useProjectId();
  const details = useProjectDetails(projectId);
  return <ScopeTable projectId={projectId} canEdit={useCanManage()} live={details.data ? isBusy(details.data.status) : false} />;
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
  return <TranslationEditor projectId={projectId} languages={details.data.languages} />;
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
