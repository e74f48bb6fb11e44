import type { ProjectListItem } from '@lipi/contract';
import { Alert, Button, Card, Input, Table, type TableProps } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EmptySection } from '../../../components/empty-section.tsx';
import { EmptyText } from '../../../components/empty-text.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { readPage, writePage } from '../../../lib/url-state.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProjects } from '../api/list-projects.ts';
import { ProjectLanguageProgress } from '../components/project-language-progress.tsx';

const COLUMNS: TableProps<ProjectListItem>['columns'] = [
  {
    title: 'Project',
    dataIndex: 'name',
    width: 240,
    render: (name: string, row) => (
      <div>
        <Link to={paths.app.projectTranslations.build(row.projectId)} style={{ fontWeight: 600 }}>
          {name}
        </Link>
        <span className="url-cell" style={{ display: 'block', fontSize: 12, color: '#55536b' }}>
          {row.baseUrl}
        </span>
      </div>
    ),
  },
  { title: 'Progress per language', key: 'progress', render: (_: unknown, row) => <ProjectLanguageProgress projectId={row.projectId} /> },
  {
    title: <span className="visually-hidden">Actions</span>,
    key: 'open',
    width: 150,
    render: (_: unknown, row) => (
      <ButtonLink to={paths.app.projectTranslations.build(row.projectId)} aria-label={`Open editor for ${row.name}`}>
        Open editor
      </ButtonLink>
    ),
  },
];

/** /app/translations: every project with its translation progress per language, each leading to its editor. */
export function TranslationsRoute() {
  useDocumentTitle('Translations');
  const [params, setParams] = useSearchParams();
  const { page, size, search } = readPage(params);
  const projects = useProjects({ pageNumber: page, pageSize: size, searchText: search || undefined });
  const header = <PageHeader title="Translations" description="Review, edit and sign off translated content, language by language. Choose a project to open its editor." />;

  if (projects.isSuccess && projects.data.totalProjects === 0 && !search) {
    return (
      <>
        {header}
        <EmptySection
          title="No projects to translate yet"
          description="Create a project for your website: once its pages are collected, their text appears here for translation."
          action={<ButtonLink to={paths.app.newProject} type="primary">Create project</ButtonLink>}
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
            aria-label="Search projects"
            placeholder="Search projects by name or website"
            defaultValue={search}
            key={search}
            allowClear
            onSearch={(value) => setParams(writePage(params, { search: value.trim(), page: 1 }))}
          />
        </div>
        {projects.isError ? (
          <Alert type="error" showIcon title="We could not load your projects" description={errorMessage(projects.error)} action={<Button onClick={() => projects.refetch()}>Try again</Button>} style={{ marginBottom: 16 }} />
        ) : null}
        <Table<ProjectListItem>
          rowKey="projectId"
          columns={COLUMNS}
          dataSource={projects.data?.projectList ?? []}
          loading={projects.isPending || (projects.isFetching && projects.isPlaceholderData)}
          scroll={{ x: 800 }}
          locale={{ emptyText: <EmptyText>{search ? `No project matches “${search}”` : 'No projects'}</EmptyText> }}
          pagination={{
            current: page,
            pageSize: size,
            total: projects.data?.totalProjects ?? 0,
            showTotal: (total) => (total === 1 ? '1 project' : `${total} projects`),
            onChange: (nextPage, nextSize) => setParams(writePage(params, { page: nextSize !== size ? 1 : nextPage, size: nextSize })),
          }}
        />
      </Card>
    </>
  );
}
