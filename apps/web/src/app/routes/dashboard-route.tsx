import { PlusOutlined } from '@ant-design/icons';
import { Col, Row } from 'antd';
import { ButtonLink } from '../../components/button-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { StatsOverview } from '../../features/dashboard/components/stats-overview.tsx';
import { RecentNotificationsCard } from '../../features/notifications/components/recent-notifications-card.tsx';
import { ProjectsSummary } from '../../features/projects/components/projects-summary.tsx';
import { useCurrentUser } from '../../lib/session/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /app: the statistics of the caller's projects, a summary of them and the latest notifications. */
export function DashboardRoute() {
  const user = useCurrentUser();
  useDocumentTitle('Dashboard');
  return (
    <>
      <PageHeader
        title={`Welcome, ${user?.name ?? ''}`.trim()}
        description="Your localisation at a glance."
        actions={
          <ButtonLink to={paths.app.newProject} type="primary" icon={<PlusOutlined aria-hidden="true" />}>
            Create project
          </ButtonLink>
        }
      />
      <StatsOverview />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <ProjectsSummary />
        </Col>
        <Col xs={24} xl={8}>
          <RecentNotificationsCard />
        </Col>
      </Row>
    </>
  );
}
