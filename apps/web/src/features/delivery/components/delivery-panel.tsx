import { EmptySection } from '../../../components/empty-section.tsx';

/** Install (the tag, verification), preview through the proxy, language switcher and popup CSS, font sizes. */
export function DeliveryPanel(_props: { projectId: string; languages: string[]; canEdit: boolean }) {
  return <EmptySection title="Delivery" description="Coming soon." />;
}
