import { MainRoutes } from './main-routes.tsx';
import { TermsGate } from '../features/terms/components/terms-modal.tsx';

/** The lazily loaded main application with the terms gate. */
export function MainEntry() {
  return (
    <>
      <MainRoutes />
      <TermsGate />
    </>
  );
}
