import { Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { useLiveProjectDetails as useProjectDetails } from '../hooks/use-live-project-details.ts';
import { CrawlProgressCard } from './crawl-progress-card.tsx';
import { LanguageTags } from './language-tags.tsx';
import { PageLimitNote } from './page-limit-note.tsx';
import { ProjectFlagsCard } from './project-flags-card.tsx';
import { ProjectStatusSteps } from './project-status-steps.tsx';
import { StartCrawlButton } from './start-crawl-button.tsx';
import { WordCountCard } from './word-count-card.tsx';
import type { ProjectVariant } from './project-header.tsx';

const formatNumber = (n: number) => n.toLocaleString('en-IN');

/** The overview tab: status timeline, live crawl, counts per language, facts and delivery flags. */
export function ProjectOverview({ projectId, variant = 'full' }: { projectId: string; variant?: ProjectVariant }) {
  const details = useProjectDetails(projectId);
  if (details.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (details.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title="We could not load this project"
          subTitle={errorMessage(details.error)}
          extra={
            <Button onClick={() => details.refetch()} loading={details.isFetching}>
              Try again
            </Button>
          }
        />
      </Card>
    );
  }
  const project = details.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Status</h2>}>
        <ProjectStatusSteps status={project.status} />
      </Card>
      {project.pageLimitReached ? <PageLimitNote pageLimit={project.pageLimit} reached /> : null}
      <CrawlProgressCard
        projectId={projectId}
        status={project.status}
        emptyAction={
          variant === 'readOnly' ? null : <StartCrawlButton projectId={projectId} baseUrl={project.baseUrl} status={project.status} type="primary" />
        }
      />
      <WordCountCard counts={project.counts} totals={project.totals} />
      {/* A grid rather than Row/Col: a gutter's negative margins made a phone scroll the page sideways. */}
      <div className={variant === 'full' ? 'overview-grid overview-grid-two' : 'overview-grid'}>
        <div>
          <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Project</h2>} style={{ height: '100%' }}>
            <Descriptions
              column={1}
              size="small"
              styles={{ label: { width: 170 } }}
              items={[
                { key: 'languages', label: 'Target languages', children: <LanguageTags codes={project.languages} max={12} /> },
                {
                  key: 'urls',
                  label: 'Pages in scope',
                  children: `${formatNumber(project.totals.inScopeUrlCount)} of ${formatNumber(project.totals.urlCount)}`,
                },
                { key: 'tracked', label: 'Tracked pages', children: formatNumber(project.totals.trackedUrlCount) },
                { key: 'source', label: 'Source words', children: formatNumber(project.totals.sourceWordCount) },
                { key: 'unique', label: 'Unique words', children: formatNumber(project.totals.uniqueWordCount) },
                {
                  key: 'domains',
                  label: 'Domains',
                  children: project.domains.length > 0 ? project.domains.map((d) => d.hostname).join(', ') : project.hostname,
                },
                {
                  key: 'limit',
                  label: 'Page limit',
                  children: `Up to ${formatNumber(project.pageLimit)} pages${project.pageLimitReached ? ' (reached)' : ''}`,
                },
              ]}
            />
          </Card>
        </div>
        {variant === 'full' ? (
          <div>
            <ProjectFlagsCard projectId={projectId} flags={{ canonical: project.canonical, cache: project.cache, metaTags: project.metaTags }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
