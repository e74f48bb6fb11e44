import type { ProjectListItem } from '@lipi/contract';
import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import { Link } from 'react-router';
import { GroupedBarChart, type ChartRow } from '../../../components/chart/grouped-bar-chart.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';
import { useProjects } from '../../../api/projects/list-projects.ts';
import { ProjectStatusTag } from './project-status-tag.tsx';

/** The dashboard reads at most this many projects for its totals (the list's page size limit). */
const SUMMARY_PAGE_SIZE = 100;

export type ProjectTotals = { projects: number; pages: number; sourceWords: number; uniqueWords: number };

export function summarise(projects: readonly ProjectListItem[], totalProjects: number): ProjectTotals {
  return {
    projects: totalProjects,
    pages: projects.reduce((n, p) => n + p.parsedUrls, 0),
    sourceWords: projects.reduce((n, p) => n + p.sourceWordCount, 0),
    uniqueWords: projects.reduce((n, p) => n + p.uniqueWordCount, 0),
  };
}

/** Words to translate per language: each project's unique words count once for every language it targets. */
export function wordsPerLanguage(projects: readonly ProjectListItem[]): ChartRow[] {
  const byLanguage = new Map<string, { unique: number; source: number }>();
  for (const project of projects) {
    for (const code of project.languages) {
      const row = byLanguage.get(code) ?? { unique: 0, source: 0 };
      row.unique += project.uniqueWordCount;
      row.source += project.sourceWordCount;
      byLanguage.set(code, row);
    }
  }
  return [...byLanguage.entries()]
    .sort((a, b) => b[1].unique - a[1].unique)
    .map(([code, row]) => ({ label: languageName(code), uniqueWordCount: row.unique, sourceWordCount: row.source }));
}

const SERIES = [
  { key: 'sourceWordCount', name: 'Source words', colour: '#3b2db5' },
  { key: 'uniqueWordCount', name: 'Unique words', colour: '#f08a00' },
];

/** Dashboard figures over the caller's projects: counts, words per language, the latest projects. */
export function ProjectsSummary() {
  const projects = useProjects({ pageNumber: 1, pageSize: SUMMARY_PAGE_SIZE });
  if (projects.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (projects.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load your projects"
        description={errorMessage(projects.error)}
        action={<Button onClick={() => projects.refetch()}>Try again</Button>}
      />
    );
  }
  const { projectList, totalProjects } = projects.data;
  const totals = summarise(projectList, totalProjects);
  const rows = wordsPerLanguage(projectList);
  const tiles = [
    ['Projects', totals.projects],
    ['Pages crawled', totals.pages],
    ['Source words', totals.sourceWords],
    ['Unique words', totals.uniqueWords],
  ] as const;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Row gutter={[16, 16]}>
        {tiles.map(([label, value]) => (
          <Col xs={12} lg={6} key={label}>
            <div className="stat-tile">
              <h2>{label}</h2>
              <strong>{formatNumber(value)}</strong>
            </div>
          </Col>
        ))}
      </Row>
      <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Words per language</h2>}>
        {rows.length === 0 || totals.uniqueWords === 0 ? (
          <p style={{ color: '#55536b', margin: 0 }}>Words per target language appear here once a project has been crawled.</p>
        ) : (
          <GroupedBarChart rows={rows} series={SERIES} caption="Words to translate per target language, across projects" />
        )}
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Latest projects</h2>} extra={<Link to={paths.app.projects}>All projects</Link>}>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {projectList.slice(0, 5).map((p) => (
            <li
              key={p.projectId}
              style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '8px 0', borderBottom: '1px solid #f0eef8', flexWrap: 'wrap' }}
            >
              <Link to={paths.app.project.build(p.projectId)} style={{ fontWeight: 600 }}>
                {p.name}
              </Link>
              <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
                <span style={{ color: '#55536b', fontSize: 13 }}>{formatNumber(p.uniqueWordCount)} unique words</span>
                <ProjectStatusTag status={p.status} />
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
