import { Button, Menu, Result } from 'antd';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLiveProjectDetails as useProjectDetails } from '../../features/projects/hooks/use-live-project-details.ts';
import { ProjectHeader } from '../../features/projects/components/project-header.tsx';
import { useProjectStatusRefresh } from '../../features/projects/hooks/use-project-status-refresh.ts';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { canManageProjects, canRunTranslations } from '../../lib/permissions.ts';
import { useCurrentUser } from '../../lib/session/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The id of the project route; the route only renders with one. */
export function useProjectId(): string {
  return useParams<{ projectId: string }>().projectId ?? '';
}

/** /app/projects/:projectId/*: the project's header and its sections (overview, scope, settings, domains). */
export function ProjectRoute() {
  const projectId = useProjectId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const details = useProjectDetails(projectId);
  useProjectStatusRefresh(projectId, details.data?.status);
  useDocumentTitle(details.data?.name ?? 'Project');

  if (details.isError) {
    const missing = isApiError(details.error) && (details.error.status === 404 || details.error.status === 403);
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{missing ? 'Project not found' : 'We could not load this project'}</h1>}
        subTitle={missing ? 'It may have been deleted, or it belongs to another organisation.' : errorMessage(details.error)}
        extra={
          missing ? (
            <Link to={paths.app.projects}>Back to projects</Link>
          ) : (
            <Button onClick={() => details.refetch()} loading={details.isFetching}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  const isDocument = details.data?.kind === 'document';
  // Mobile apps and documents have files, not pages: no scope, delivery, suggestions or domains.
  const isMobile = details.data?.kind === 'mobile' || isDocument;
  const isApi = details.data?.kind === 'api';
  const allSections = [
    { key: paths.app.project.build(projectId), label: isDocument ? 'Documents' : isMobile ? 'Strings' : isApi ? 'API content' : 'Overview' },
    // A mobile app has no pages to crawl, deliver or collect suggestions on.
    ...(isMobile ? [] : [{ key: paths.app.projectScope.build(projectId), label: 'Scope' }]),
    { key: paths.app.projectTranslations.build(projectId), label: 'Translations' },
    // Engines, glossaries and memory files are translation.manage on the server, which translation admins hold too.
    ...(canRunTranslations(user?.role) ? [{ key: paths.app.projectTranslationSettings.build(projectId), label: 'Translation settings' }] : []),
    ...(isMobile
      ? []
      : [
          { key: paths.app.projectDelivery.build(projectId), label: 'Delivery' },
          { key: paths.app.projectSuggestions.build(projectId), label: 'Suggestions' },
        ]),
    ...(canManageProjects(user?.role) ? [{ key: paths.app.projectSettings.build(projectId), label: 'Settings' }] : []),
    // A single-site project has its one domain too (its toggle, languages, figures, and where to add another).
    ...(isMobile ? [] : [{ key: paths.app.projectDomains.build(projectId), label: 'Domains' }]),
  ];
  // An API project has no pages: no scope, delivery, suggestions or domains.
  const websiteOnly = new Set([
    paths.app.projectScope.build(projectId),
    paths.app.projectTranslations.build(projectId),
    paths.app.projectDelivery.build(projectId),
    paths.app.projectSuggestions.build(projectId),
    paths.app.projectDomains.build(projectId),
  ]);
  const sections = isApi ? allSections.filter((s) => !websiteOnly.has(s.key)) : allSections;
  const selected = sections.filter((s) => pathname.startsWith(s.key)).at(-1)?.key ?? sections[0]!.key;

  return (
    <>
      <ProjectHeader
        projectId={projectId}
        variant={canManageProjects(user?.role) ? 'full' : 'readOnly'}
        onDeleteRequested={() => navigate(paths.app.projects)}
      />
      <nav aria-label="Project sections" style={{ marginBottom: 20 }}>
        <Menu
          mode="horizontal"
          selectedKeys={[selected]}
          items={sections.map((s) => ({
            key: s.key,
            label: (
              <Link to={s.key} aria-current={s.key === selected ? 'page' : undefined}>
                {s.label}
              </Link>
            ),
          }))}
          style={{ background: 'transparent' }}
        />
      </nav>
      <Outlet />
    </>
  );
}
