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
  const { page, size, search } = usePageParams();
  const projects = useProjects({ pageNumber: page, pageSize: size, searchText: search || undefined });
  return (
    <ProjectListPage
      header={
        <PageHeader
          title="Translations"
          description="Review, edit and sign off translated content, language by language. Choose a project to open its editor."
        />
      }
      empty={
        <EmptySection
          title="No projects to translate yet"
          description="Create a project for your website: once its pages are collected, their text appears here for translation."
          action={
            <ButtonLink to={paths.app.newProject} type="primary">
              Create project
            </ButtonLink>
          }
        />
      }
      projects={projects}
      columns={COLUMNS}
      loading={projects.isPending || (projects.isFetching && projects.isPlaceholderData)}
      searchLabel="Search projects"
      scrollX={800}
    />
  );
}
