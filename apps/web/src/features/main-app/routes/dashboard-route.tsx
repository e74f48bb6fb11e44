import { ApiOutlined, AppstoreAddOutlined, CheckSquareOutlined } from '@ant-design/icons';
import { Card, Col, Row } from 'antd';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EmptySection } from '../components/empty-section.tsx';
import { PageHeader } from '../components/page-header.tsx';

const STEPS = [
  { icon: <AppstoreAddOutlined aria-hidden="true" />, title: 'Create a project', text: 'Add a website, mobile app, API or document project and choose its languages.' },
  { icon: <ApiOutlined aria-hidden="true" />, title: 'Connect your content', text: 'Add the Lipi script to your site or send content through the API.' },
  { icon: <CheckSquareOutlined aria-hidden="true" />, title: 'Review and publish', text: 'Machine translation comes first; review, edit and sign off before going live.' },
];

export function DashboardRoute() {
  const user = useCurrentUser();
  useDocumentTitle('Dashboard');
  return (
    <>
      <PageHeader title={`Welcome, ${user?.name ?? ''}`.trim()} description="Your localisation at a glance." />
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {STEPS.map((step, i) => (
          <Col xs={24} md={8} key={step.title}>
            <Card style={{ height: '100%' }}>
              <div style={{ fontSize: 24, color: '#3b2db5', marginBottom: 8 }}>{step.icon}</div>
              <h2 style={{ fontSize: 16, margin: '0 0 6px' }}>
                {i + 1}. {step.title}
              </h2>
              <p style={{ margin: 0, color: '#55536b' }}>{step.text}</p>
            </Card>
          </Col>
        ))}
      </Row>
      <EmptySection
        title="No activity yet"
        description="Word counts, translation progress per language and recent activity will appear here once your first project is set up."
      />
    </>
  );
}
