import { storeSession } from '../../../lib/auth-storage.ts';
import { paths } from '../../../config/paths.ts';
import { reloadTo } from '../../../lib/reload.ts';
import { useStartSession } from '../../../lib/session/session-actions.ts';
import { toast } from '../../../lib/toast.ts';
import { useOnboardFreeOrg } from '../../../api/auth/onboard-free-org.ts';

/** Onboarding: store the token and role, verify the token, then reload into the free app (spec 01 §4). */
export function useCompleteRegistration() {
  const onboard = useOnboardFreeOrg();
  const startSession = useStartSession();

  const complete = (authenticationCode: string) =>
    onboard.mutate(authenticationCode, {
      onSuccess: async ({ token, role }) => {
        storeSession(token, role);
        await startSession(token, { role }).catch(() => null);
        reloadTo(paths.app.root);
      },
      onError: (error) => toast.warning(error.message),
    });

  return { complete, isPending: onboard.isPending || onboard.isSuccess };
}
