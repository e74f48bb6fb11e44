import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { CreateProjectWizard } from '../components/create-project-wizard.tsx';

/** /app/projects/new */
export function NewProjectRoute() {
  useDocumentTitle('Create project');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Create project" description="Add a website: Lipi collects its pages and counts the words to translate." />
      <CreateProjectWizard onCreated={(projectId) => navigate(paths.app.project.build(projectId))} />
    </>
  );
}
