import { PlusOutlined } from '@ant-design/icons';
import type { ProjectListItem } from '@lipi/contract';
import { Alert, Button, Card, Input, Table, type TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EmptySection } from '../../../components/empty-section.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { readPage, writePage } from '../../../lib/url-state.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProjects } from '../api/list-projects.ts';
import { LanguageTags } from '../components/language-tags.tsx';
import { ProjectStatusTag } from '../components/project-status-tag.tsx';
import { RowCrawlProgress } from '../components/row-crawl-progress.tsx';
import { EmptyText } from '../../../components/empty-text.tsx';

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
  { title: 'Website', dataIndex: 'baseUrl', width: 240, render: (url: string, row) => <span className="url-cell">{url}{row.domainCount > 1 ? ` +${row.domainCount - 1} domains` : ''}</span> },
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

/** /app/projects: search and page live in the URL (?q=&page=&size=), so a list can be linked and reloaded. */
export function ProjectsListRoute() {
  useDocumentTitle('Projects');
  const [params, setParams] = useSearchParams();
  const { page, size, search } = readPage(params);
  const projects = useProjects({ pageNumber: page, pageSize: size, searchText: search || undefined });

  const header = <PageHeader title="Projects" description="Websites you localise, their crawl and their word counts." actions={createAction} />;
  if (projects.isSuccess && projects.data.totalProjects === 0 && !search) {
    return (
      <>
        {header}
        <EmptySection
          title="No projects yet"
          description="Create a project for your website: Lipi collects its pages, counts the words to translate and keeps them up to date."
          action={createAction}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Card>
        <div role="search" style={{ marginBottom: 16, maxWidth: 420 }}>
          <Input.Search
            aria-label="Search projects by name or website"
            placeholder="Search projects by name or website"
            defaultValue={search}
            key={search}
            allowClear
            enterButton="Search"
            onSearch={(value) => setParams(writePage(params, { search: value.trim(), page: 1 }))}
          />
        </div>
        {projects.isError ? (
          <Alert
            type="error"
            showIcon
            title="We could not load your projects"
            description={errorMessage(projects.error)}
            action={<Button onClick={() => projects.refetch()}>Try again</Button>}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Table<ProjectListItem>
          rowKey="projectId"
          columns={COLUMNS}
          dataSource={projects.data?.projectList ?? []}
          loading={projects.isFetching}
          scroll={{ x: 960 }}
          locale={{ emptyText: <EmptyText>{search ? `No project matches “${search}”` : 'No projects'}</EmptyText> }}
          pagination={{
            current: page,
            pageSize: size,
            total: projects.data?.totalProjects ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => (total === 1 ? '1 project' : `${total} projects`),
            onChange: (nextPage, nextSize) => setParams(writePage(params, { page: nextSize !== size ? 1 : nextPage, size: nextSize })),
          }}
        />
      </Card>
    </>
  );
}
