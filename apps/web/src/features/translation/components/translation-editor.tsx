import { EmptySection } from '../../../components/empty-section.tsx';

/** Source and target side by side per URL and language, with filters, bulk machine translation, revisions and find and replace. */
export function TranslationEditor(_props: { projectId: string; languages: string[] }) {
  return <EmptySection title="Translations" description="Coming soon." />;
}
