import { EmptySection } from '../../../components/empty-section.tsx';

/** Visitors' suggestions and feedback with accept, reject and downloads. */
export function SuggestionsInbox(_props: { projectId: string; canReview: boolean }) {
  return <EmptySection title="Suggestions" description="Coming soon." />;
}
