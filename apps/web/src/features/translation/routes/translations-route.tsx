import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EmptySection } from '../../../components/empty-section.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function TranslationsRoute() {
  useDocumentTitle('Translations');
  return (
    <>
      <PageHeader title="Translations" description="Review, edit and sign off translated content, language by language." />
      <EmptySection
        title="No translations yet"
        description="Translated segments from your projects will appear here for review once content has been collected and translated."
      />
    </>
  );
}
