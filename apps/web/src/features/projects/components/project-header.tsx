import { GlobalOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { PageHeader } from '../../../components/page-header.tsx';
import { useLiveProjectDetails as useProjectDetails } from '../hooks/use-live-project-details.ts';
import { DeleteProjectButton } from './delete-project-dialog.tsx';
import { EditProjectButton } from './edit-project-modal.tsx';
import { ProjectStatusTag } from './project-status-tag.tsx';
import { StartCrawlButton } from './start-crawl-button.tsx';

/** full: every action; free: the free trial may (re)crawl only; readOnly: no actions (collaborators). */
export type ProjectVariant = 'full' | 'free' | 'readOnly';
type Props = { projectId: string; variant?: ProjectVariant; onDeleteRequested?: () => void };

/** The project's h1 with its status, address and actions (the free app can only (re)crawl). */
export function ProjectHeader({ projectId, variant = 'full', onDeleteRequested }: Props) {
  const details = useProjectDetails(projectId);
  if (!details.data) {
    return details.isPending ? <Skeleton active title paragraph={{ rows: 1 }} style={{ marginBottom: 24 }} /> : null;
  }
  const project = details.data;
  const isMobile = project.kind === 'mobile';
  // An API project has no website: no address to open and nothing to crawl.
  const isApi = project.kind === 'api';
  const isDocument = project.kind === 'document';
  return (
    <PageHeader
      title={project.name}
      tag={<ProjectStatusTag status={project.status} />}
      description={
        // A mobile app or API project has no website: no address and nothing to crawl.
        isMobile ? (
          'Mobile app'
        ) : isDocument ? (
          'Documents'
        ) : isApi ? (
          'API / JSON content'
        ) : (
          <a href={project.baseUrl} target="_blank" rel="noopener noreferrer">
            <GlobalOutlined aria-hidden="true" /> {project.baseUrl}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )
      }
      actions={
        variant === 'readOnly' ? null : (
          <>
            {isMobile || isApi || isDocument ? null : <StartCrawlButton projectId={projectId} baseUrl={project.baseUrl} status={project.status} />}
            {variant === 'full' ? (
              <>
                <EditProjectButton projectId={projectId} name={project.name} languages={project.languages} pageLimit={project.pageLimit} />
                <DeleteProjectButton projectId={projectId} projectName={project.name} onRequested={onDeleteRequested} />
              </>
            ) : null}
          </>
        )
      }
    />
  );
}
