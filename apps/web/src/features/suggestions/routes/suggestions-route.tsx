import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EmptySection } from '../../../components/empty-section.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function SuggestionsRoute() {
  useDocumentTitle('Suggestions');
  return (
    <>
      <PageHeader title="Suggestions" description="Improvements proposed by visitors and reviewers on published translations." />
      <EmptySection
        title="No suggestions yet"
        description="When someone suggests a better translation on your site, it will appear here for you to accept or reject."
      />
    </>
  );
}
