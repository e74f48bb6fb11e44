import { PlusOutlined } from '@ant-design/icons';
import type { ProjectListItem } from '@lipi/contract';
import type { TableProps } from 'antd';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EmptySection } from '../../../components/empty-section.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ProjectListPage } from '../../../components/project-list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageParams } from '../../../lib/use-page-params.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProjects } from '../../../api/projects/list-projects.ts';
import { LanguageTags } from '../components/language-tags.tsx';
import { ProjectStatusTag } from '../components/project-status-tag.tsx';
import { RowCrawlProgress } from '../components/row-crawl-progress.tsx';

const formatNumber = (n: number) => n.toLocaleString('en-IN');

const COLUMNS: TableProps<ProjectListItem>['columns'] = [
  {
    title: 'Name',
    dataIndex: 'name',
    width: 200,
    render: (name: string, row) => (
      <Link to={paths.app.project.build(row.projectId)} style={{ fontWeight: 600 }}>
        {name}
      </Link>
    ),
  },
  {
    title: 'Website',
    dataIndex: 'baseUrl',
    width: 240,
    render: (url: string, row) => (
      <span className="url-cell">
        {url}
        {row.domainCount > 1 ? ` +${row.domainCount - 1} domains` : ''}
      </span>
    ),
  },
  { title: 'Status', dataIndex: 'status', render: (status: string) => <ProjectStatusTag status={status} /> },
  { title: 'Crawl', key: 'crawl', render: (_: unknown, row) => <RowCrawlProgress projectId={row.projectId} status={row.status} parsedUrls={row.parsedUrls} /> },
  { title: 'Languages', dataIndex: 'languages', render: (codes: string[]) => <LanguageTags codes={codes} /> },
  { title: 'Source words', dataIndex: 'sourceWordCount', align: 'right', render: formatNumber },
  { title: 'Unique words', dataIndex: 'uniqueWordCount', align: 'right', render: formatNumber },
];

const createAction = (
  <ButtonLink to={paths.app.newProject} type="primary" icon={<PlusOutlined aria-hidden="true" />}>
    Create project
  </ButtonLink>
);

/** /app/projects: every project with its crawl and word counts; search and page live in the URL. */
export function ProjectsListRoute() {
  useDocumentTitle('Projects');
  const { page, size, search } = usePageParams();
  const projects = useProjects({ pageNumber: page, pageSize: size, searchText: search || undefined });
  return (
    <ProjectListPage
      header={<PageHeader title="Projects" description="Websites you localise, their crawl and their word counts." actions={createAction} />}
      empty={
        <EmptySection
          title="No projects yet"
          description="Create a project for your website: Lipi collects its pages, counts the words to translate and keeps them up to date."
          action={createAction}
        />
      }
      projects={projects}
      columns={COLUMNS}
      loading={projects.isFetching}
      searchLabel="Search projects by name or website"
      scrollX={960}
      searchProps={{ enterButton: 'Search' }}
      paginationProps={{ showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
    />
  );
}
