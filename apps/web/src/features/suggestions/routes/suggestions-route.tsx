import { Card, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProjectChoices } from '../../../api/projects/list-projects.ts';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EmptySection } from '../../../components/empty-section.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { canReviewSuggestions } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SuggestionsInbox } from '../components/suggestions-inbox.tsx';
import { LoadError } from '../../../components/load-error.tsx';

/** /app/suggestions: one project's inbox at a time, the project chosen here and kept in the URL (?project=). */
export function SuggestionsRoute() {
  useDocumentTitle('Suggestions');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const projects = useProjectChoices(search);
  const list = projects.data?.projectList ?? [];
  const chosen = params.get('project') ?? list[0]?.projectId ?? null;
  const header = <PageHeader title="Suggestions" description="Improvements proposed by visitors on your translated sites, and their feedback." />;

  if (projects.isPending) {
    return (
      <>
        {header}
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </>
    );
  }
  if (projects.isError) {
    return (
      <>
        {header}
        <LoadError title="We could not load your projects" query={projects} />
      </>
    );
  }
  if (projects.data.totalProjects === 0 && !search) {
    return (
      <>
        {header}
        <EmptySection
          title="No suggestions yet"
          description="Once your site is translated, visitors can suggest a better translation; their suggestions appear here for you to accept or reject."
          action={
            <ButtonLink to={paths.app.newProject} type="primary">
              Create project
            </ButtonLink>
          }
        />
      </>
    );
  }
  return (
    <>
      {header}
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 }}>
        <label htmlFor="suggestions-project" style={{ fontWeight: 600 }}>
          Project
        </label>
        <Select
          id="suggestions-project"
          aria-label="Project"
          value={chosen ?? undefined}
          style={{ minWidth: 320 }}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          onChange={(projectId: string) => setParams(new URLSearchParams({ project: projectId }))}
          options={list.map((p) => ({ value: p.projectId, label: `${p.name} · ${p.hostname}` }))}
        />
        {chosen ? <ButtonLink to={paths.app.projectSuggestions.build(chosen)}>Open in the project</ButtonLink> : null}
      </div>
      {chosen ? <SuggestionsInbox key={chosen} projectId={chosen} canReview={canReviewSuggestions(user?.role)} /> : null}
    </>
  );
}
