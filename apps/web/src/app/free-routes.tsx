import { Alert, Button, Card, Menu, Result, Skeleton } from 'antd';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useFreeProject } from '../features/free-app/api/get-free-project.ts';
import { FreeLayout } from '../features/free-app/components/free-layout.tsx';
import { SeeYourSite } from '../features/free-app/components/see-your-site.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useProjectDetails } from '../features/projects/api/get-project-details.ts';
import { ProjectHeader } from '../features/projects/components/project-header.tsx';
import { ProjectOverview } from '../features/projects/components/project-overview.tsx';
import { isBusy } from '../features/projects/lib/project-status.ts';
import { ScopeTable } from '../features/scope/components/scope-table.tsx';
import { errorMessage } from '../lib/api-error.ts';
import { useCurrentUser } from '../lib/session/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const SECTIONS = [
  { key: paths.app.root, label: 'Overview' },
  { key: paths.app.freeScope, label: 'Scope' },
];

function FreeScope({ projectId }: { projectId: string }) {
  const details = useProjectDetails(projectId);
  return <ScopeTable projectId={projectId} live={details.data ? isBusy(details.data.status) : false} />;
}

/** The free trial's one project: the same overview and scope as the main app, without the rest. */
function FreeProject() {
  useDocumentTitle('Your free trial');
  const { pathname } = useLocation();
  const project = useFreeProject();
  const user = useCurrentUser();

  if (project.isPending) return <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  if (project.isError) {
    return (
      <Result
        status="warning"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>We could not load your project</h1>}
        subTitle={errorMessage(project.error)}
        extra={<Button onClick={() => project.refetch()} loading={project.isFetching}>Try again</Button>}
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
  const selected = pathname === paths.app.freeScope ? paths.app.freeScope : paths.app.root;
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
          items={SECTIONS.map((s) => ({ key: s.key, label: <Link to={s.key} aria-current={s.key === selected ? 'page' : undefined}>{s.label}</Link> }))}
          style={{ background: 'transparent' }}
        />
      </nav>
      {selected === paths.app.freeScope ? <FreeScope projectId={projectId} /> : <ProjectOverview projectId={projectId} variant="free" />}
    </>
  );
}

/** The reduced application for freeOrgAdmin. */
export function FreeRoutes() {
  const user = useCurrentUser();
  return (
    <FreeLayout headerActions={user ? <NotificationBell userId={user.id} /> : null}>
      <Routes>
        <Route path={paths.app.root} element={<FreeProject />} />
        <Route path={paths.app.freeScope} element={<FreeProject />} />
        <Route path="*" element={<Navigate to={paths.app.root} replace />} />
      </Routes>
    </FreeLayout>
  );
}
