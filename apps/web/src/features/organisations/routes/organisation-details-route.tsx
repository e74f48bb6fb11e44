import { Card, Col, Descriptions, Row, Skeleton, Statistic } from 'antd';
import { useParams } from 'react-router';
import { useOrganisationDetails } from '../../../api/organisations/organisation-details.ts';
import { ButtonLink } from '../../../components/button-link.tsx';
import { PageGuard } from '../../../components/page-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EditOrganisationForm } from '../components/edit-organisation-form.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';

function OrganisationDetailsPage({ organisationId }: { organisationId: string }) {
  const me = useCurrentUser();
  const details = useOrganisationDetails(organisationId);
  const back = <ButtonLink to={paths.app.organisations}>All organisations</ButtonLink>;
  if (details.isPending)
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (details.isError) {
    return <LoadError title="We could not load this organisation" query={details} />;
  }
  const { organisation: org, usage } = details.data;
  const canEdit = me?.role === 'superAdmin' || me?.role === 'organisationAdmin';
  return (
    <>
      <PageHeader
        title={org.name}
        tag={<ToneTag tone={org.isActive ? 'success' : 'neutral'}>{org.isActive ? 'active' : 'inactive'}</ToneTag>}
        description={`Plan: ${details.data.plan}`}
        actions={back}
      />
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Users" value={details.data.usersCount} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title="Projects" value={details.data.projectsCount} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={`Machine translation calls (${usage.month})`} value={usage.nmtCalls} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={`Translated page views (${usage.month})`} value={usage.pageViews} />
          </Card>
        </Col>
      </Row>
      <Card title="Details" style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Characters sent to engines this month">{usage.nmtCharacters.toLocaleString('en-IN')}</Descriptions.Item>
          <Descriptions.Item label="Machine translation">{org.nmtEnabled ? 'Allowed' : 'Switched off'}</Descriptions.Item>
          <Descriptions.Item label="Created">{new Date(org.createdAt).toLocaleDateString('en-IN')}</Descriptions.Item>
        </Descriptions>
      </Card>
      {canEdit ? (
        <EditOrganisationForm
          key={`${org.id}:${org.name}:${org.plan}:${org.isActive}:${org.nmtEnabled}`}
          details={details.data}
          isSuper={me?.role === 'superAdmin'}
        />
      ) : null}
    </>
  );
}

/** /app/organisations/:organisationId */
export function OrganisationDetailsRoute() {
  useDocumentTitle('Organisation');
  const { organisationId = '' } = useParams();
  return (
    <PageGuard page="organisations">
      <OrganisationDetailsPage organisationId={organisationId} />
    </PageGuard>
  );
}
