import { STATS_MESSAGES } from '@lipi/contract';
import { Alert, Button, Card, Col, Empty, Row, Skeleton } from 'antd';
import { useDomainWiseStat } from '../../../api/dashboard/domain-wise-stat.ts';
import { useFetchStat } from '../../../api/dashboard/fetch-stat.ts';
import { useMonthWiseStat } from '../../../api/dashboard/month-wise-stat.ts';
import { ButtonLink } from '../../../components/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useStatsFilters } from '../hooks/use-stats-filters.ts';
import { pivot } from '../lib/ranges.ts';
import { VisitsChart, WordsChart } from './charts.tsx';
import { DomainsTable } from './domains-table.tsx';
import { FigureCards } from './figure-cards.tsx';
import { LanguageTotals } from './language-totals.tsx';
import { StatsFiltersBar } from './stats-filters-bar.tsx';
import { TopPages } from './top-pages.tsx';

/** What to do first when no visitor has been counted yet: the snippet (or the proxy) brings them. */
function NoVisitsYet({ projectId }: { projectId?: string }) {
  return (
    <Empty description="No visits counted in this range yet. Install the Lipi snippet on your site (or share its translated links) and your readers will appear here per language.">
      <ButtonLink type="primary" to={projectId ? paths.app.projectDelivery.build(projectId) : paths.app.projects}>
        Install the snippet
      </ButtonLink>
    </Empty>
  );
}

/** A part of the page whose own call failed: the spec's message and a retry, the rest stays usable. */
function PartFailed({ retry }: { retry: () => void }) {
  return <Alert type="error" showIcon message={STATS_MESSAGES.failed} action={<Button onClick={retry}>Try again</Button>} />;
}

/**
 * The statistics of the signed-in home: figure cards, visits per language, words by type, domains
 * with sparklines, top pages. `projectId` pins it to one project (the free app's own).
 */
export function StatsOverview({ projectId }: { projectId?: string }) {
  const filters = useStatsFilters(projectId);
  const stat = useFetchStat(filters.filter);
  const months = useMonthWiseStat(filters.filter);
  const domains = useDomainWiseStat(filters.filter);

  if (stat.isError) return <PartFailed retry={() => void stat.refetch()} />;
  if (!stat.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  const figures = stat.data.stat;
  const visits = pivot(domains.data?.siteVisitData ?? [], 'day', 'lang', 'visits');
  const words = pivot(months.data?.wordsByType ?? [], 'month', 'type', 'words');
  const hostnames = [...new Set((domains.data?.domainWiseData ?? []).map((d) => d.hostname))];
  return (
    <section aria-label="Statistics">
      <StatsFiltersBar filters={filters} languages={figures.languages} domains={hostnames} />
      <FigureCards stat={figures} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title="Visits per language" size="small">
            {figures.visits === 0 ? (
              <NoVisitsYet projectId={projectId} />
            ) : domains.isError ? (
              <PartFailed retry={() => void domains.refetch()} />
            ) : !domains.data ? (
              <Skeleton active paragraph={{ rows: 5 }} />
            ) : (
              <VisitsChart label="Visits per language and day" rows={visits.rows} keys={visits.keys} />
            )}
            {figures.visits > 0 &&
              (months.isError ? (
                <PartFailed retry={() => void months.refetch()} />
              ) : (
                <LanguageTotals rows={months.data?.monthWiseData ?? []} loading={!months.data} />
              ))}
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="Words translated by type" size="small">
            {months.isError ? (
              <PartFailed retry={() => void months.refetch()} />
            ) : !months.data ? (
              <Skeleton active paragraph={{ rows: 5 }} />
            ) : words.rows.length === 0 ? (
              <Empty description="No words translated in this range. Start machine translation from a project's Translations page." />
            ) : (
              <WordsChart label="Words translated per month by translation type" rows={words.rows} keys={words.keys} />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="Domains" size="small">
            {domains.isError ? (
              <PartFailed retry={() => void domains.refetch()} />
            ) : (
              <DomainsTable rows={domains.data?.domainWiseData ?? []} loading={domains.isFetching} />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="Top pages" size="small">
            <TopPages filter={filters.filter} />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
