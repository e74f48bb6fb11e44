import { Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useProjectDetails } from '../../../api/projects/project-details.ts';
import { FeedbackPanel } from './feedback-panel.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

/** Visitors' suggestions (accept, edit and accept, reject, downloads, uploads) and their feedback. The view is in the URL (?view=feedback). */
export function SuggestionsInbox({ projectId, canReview }: { projectId: string; canReview: boolean }) {
  const [params, setParams] = useSearchParams();
  const project = useProjectDetails(projectId);
  const view = params.get('view') === 'feedback' ? 'feedback' : 'suggestions';
  // Filters and pages belong to one view: switching starts the other one afresh.
  const select = (key: string) => {
    const next = new URLSearchParams();
    const keep = params.get('project');
    if (keep) next.set('project', keep);
    if (key === 'feedback') next.set('view', 'feedback');
    setParams(next, { replace: true });
  };
  if (project.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Tabs
      activeKey={view}
      onChange={select}
      destroyOnHidden
      items={[
        {
          key: 'suggestions',
          label: 'Suggestions',
          children: <SuggestionsPanel projectId={projectId} languages={project.data?.languages ?? []} canReview={canReview} />,
        },
        { key: 'feedback', label: 'Feedback', children: <FeedbackPanel projectId={projectId} /> },
      ]}
    />
  );
}
