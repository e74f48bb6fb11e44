import { GlobalOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { PageHeader } from '../../../components/page-header.tsx';
import { useProjectDetails } from '../api/get-project-details.ts';
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
  return (
    <PageHeader
      title={project.name}
      tag={<ProjectStatusTag status={project.status} />}
      description={
        <a href={project.baseUrl} target="_blank" rel="noopener noreferrer">
          <GlobalOutlined aria-hidden="true" /> {project.baseUrl}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      }
      actions={
        variant === 'readOnly' ? null : (
        <>
          <StartCrawlButton projectId={projectId} baseUrl={project.baseUrl} status={project.status} />
          {variant === 'full' ? (
            <>
              <EditProjectButton projectId={projectId} name={project.name} languages={project.languages} />
              <DeleteProjectButton projectId={projectId} projectName={project.name} onRequested={onDeleteRequested} />
            </>
          ) : null}
        </>
        )
      }
    />
  );
}
