import { FreeRoutes } from './free-routes.tsx';
import { TermsGate } from '../features/terms/components/terms-modal.tsx';

/** The lazily loaded reduced application of freeOrgAdmin, with the terms gate. */
export function FreeEntry() {
  return (
    <>
      <FreeRoutes />
      <TermsGate />
    </>
  );
}
