import { isRole, isFreeOrgRole } from '@lipi/contract';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner.tsx';
import { isAlwaysPublicPath } from '../config/paths.ts';
import { errorMessage } from '../lib/api-error.ts';
import { useSession } from '../lib/session/session.ts';
import { useUiConfig } from '../lib/session/ui-config.ts';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { BootError } from './boot-error.tsx';
import { PublicRoutes } from './public-routes.tsx';

const MainEntry = lazy(() => import('./main-entry.tsx').then((m) => ({ default: m.MainEntry })));
const FreeEntry = lazy(() => import('./free-entry.tsx').then((m) => ({ default: m.FreeEntry })));

/**
 * Boot order of spec 01 §2: the UI configuration first, then the stored token is verified. Then
 * visitors get the public screens, freeOrgAdmin the reduced app and every other role the main app.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const uiConfig = useUiConfig();
  const session = useSession({ enabled: uiConfig.isSuccess });

  if (uiConfig.isPending) return <FullPageSpinner label="Loading Lipi…" />;
  if (uiConfig.isError) return <BootError message={errorMessage(uiConfig.error)} onRetry={() => uiConfig.refetch()} />;
  if (session.isPending) return <FullPageSpinner label="Checking your session…" />;
  if (session.isError) return <BootError message={errorMessage(session.error)} onRetry={() => session.refetch()} />;

  const user = session.data;
  if (!user || isAlwaysPublicPath(pathname)) return <PublicRoutes />;
  const isFree = isRole(user.role) && isFreeOrgRole(user.role);
  return (
    <AppErrorBoundary>
      <Suspense fallback={<FullPageSpinner label="Opening your workspace…" />}>{isFree ? <FreeEntry /> : <MainEntry />}</Suspense>
    </AppErrorBoundary>
  );
}
