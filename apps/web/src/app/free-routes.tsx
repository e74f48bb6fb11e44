import { Alert, Button, Card, Menu, Result, Skeleton } from 'antd';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useFreeProject } from '../api/projects/free-project.ts';
import { FreeLayout } from '../features/free-app/components/free-layout.tsx';
import { SeeYourSite } from '../features/free-app/components/see-your-site.tsx';
import { UpgradeRoute } from '../features/billing/routes/upgrade-route.tsx';
import { ButtonLink } from '../components/button-link.tsx';
import { StatsOverview } from '../features/dashboard/components/stats-overview.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { ProfileRoute } from '../features/profile/routes/profile-route.tsx';
import { useLiveProjectDetails as useProjectDetails } from '../features/projects/hooks/use-live-project-details.ts';
import { ProjectHeader } from '../features/projects/components/project-header.tsx';
import { PageLimitNote } from '../features/projects/components/page-limit-note.tsx';
import { ProjectOverview } from '../features/projects/components/project-overview.tsx';
import { isBusy } from '../features/projects/lib/project-status.ts';
import { ScopeTable } from '../features/scope/components/scope-table.tsx';
import { DeliveryPanel } from '../features/delivery/components/delivery-panel.tsx';
import { TranslationEditor } from '../features/translation/components/translation-editor.tsx';
import { errorMessage } from '../lib/api-error.ts';
import { useCurrentUser } from '../lib/session/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const SECTIONS = [
  { key: paths.app.root, label: 'Overview' },
  { key: paths.app.freeScope, label: 'Scope' },
  { key: paths.app.freeInstall, label: 'Install' },
  { key: paths.app.translations, label: 'Translations' },
];

function FreeScope({ projectId }: { projectId: string }) {
  const details = useProjectDetails(projectId);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {details.data ? <PageLimitNote pageLimit={details.data.pageLimit} reached={details.data.pageLimitReached} /> : null}
      <ScopeTable projectId={projectId} live={details.data ? isBusy(details.data.status) : false} />
    </div>
  );
}

/** The free trial's one project: the same overview, scope, install tab and editor as the main app, without the rest. */
function FreeProject() {
  useDocumentTitle('Your free trial');
  const { pathname } = useLocation();
  const project = useFreeProject();
  const user = useCurrentUser();

  if (project.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (project.isError) {
    return (
      <Result
        status="warning"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>We could not load your project</h1>}
        subTitle={errorMessage(project.error)}
        extra={
          <Button onClick={() => project.refetch()} loading={project.isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!project.data) {
    return (
      <>
        <h1 style={{ fontSize: 28, margin: '0 0 4px' }}>Hello{user ? `, ${user.name}` : ''}</h1>
        <Result status="info" title="No project yet" subTitle="Your free-trial website project will appear here as soon as it has been created." />
      </>
    );
  }
  const projectId = project.data.id;
  const selected = SECTIONS.find((s) => s.key !== paths.app.root && pathname === s.key)?.key ?? paths.app.root;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24 }}
        title="This is your Lipi free trial"
        description="Lipi reads the pages of your website, counts the words and translates your home page right away; progress shows below as it happens."
      />
      <SeeYourSite projectId={projectId} homeUrl={project.data.baseUrl} languages={project.data.languages} />
      <ProjectHeader projectId={projectId} variant="free" />
      <nav aria-label="Project sections" style={{ marginBottom: 20 }}>
        <Menu
          mode="horizontal"
          selectedKeys={[selected]}
          items={SECTIONS.map((s) => ({
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
      {selected === paths.app.freeScope ? (
        <FreeScope projectId={projectId} />
      ) : selected === paths.app.freeInstall ? (
        // The same install, switcher and preview sections as a paid project's Delivery tab.
        <DeliveryPanel projectId={projectId} languages={project.data.languages} canEdit />
      ) : selected === paths.app.translations ? (
        // The editor on the trial's one project; the plan's quota applies on the server.
        <TranslationEditor projectId={projectId} languages={project.data.languages} />
      ) : (
        <>
          <StatsOverview projectId={projectId} />
          <div style={{ marginTop: 16 }}>
            <ProjectOverview projectId={projectId} variant="free" />
          </div>
        </>
      )}
    </>
  );
}

/** The reduced application for freeOrgAdmin. */
export function FreeRoutes() {
  const user = useCurrentUser();
  return (
    <FreeLayout
      headerActions={
        <>
          <ButtonLink to={paths.app.upgrade} type="primary">
            Upgrade
          </ButtonLink>
          {user ? <NotificationBell userId={user.id} /> : null}
        </>
      }
    >
      <Routes>
        <Route path={paths.app.root} element={<FreeProject />} />
        <Route path={paths.app.freeScope} element={<FreeProject />} />
        <Route path={paths.app.freeInstall} element={<FreeProject />} />
        <Route path={paths.app.translations} element={<FreeProject />} />
        <Route path={paths.app.profile} element={<ProfileRoute />} />
        <Route path={paths.app.upgrade} element={<UpgradeRoute />} />
        <Route path="*" element={<Navigate to={paths.app.root} replace />} />
      </Routes>
    </FreeLayout>
  );
}
