import { EmptySection } from '../../../components/empty-section.tsx';

/** Engines per language pair, glossary, transliteration memory and glossary, memory import and export. */
export function TranslationSettingsPanel(_props: { projectId: string; languages: string[]; canEdit: boolean }) {
  return <EmptySection title="Translation settings" description="Coming soon." />;
}
