import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { MainLayout } from '../features/main-app/components/main-layout.tsx';
import { ProjectsListRoute } from '../features/projects/routes/projects-list-route.tsx';
import { NewProjectRoute } from '../features/projects/routes/new-project-route.tsx';
import { SuggestionsRoute } from '../features/suggestions/routes/suggestions-route.tsx';
import { TranslationsRoute } from '../features/translation/routes/translations-route.tsx';
import { SettingsRoute } from '../features/main-app/routes/settings-route.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useProjectDeleteNotices } from '../features/projects/hooks/use-project-delete-notices.ts';
import { useCurrentUser } from '../lib/session/session.ts';
import { DashboardRoute } from './routes/dashboard-route.tsx';
import { ProjectRoute } from './routes/project-route.tsx';
import {
  ProjectDeliverySection,
  ProjectDomainsSection,
  ProjectOverviewSection,
  ProjectScopeSection,
  ProjectSettingsSection,
  ProjectSuggestionsSection,
  ProjectTranslationSettingsSection,
  ProjectTranslationsSection,
} from './routes/project-sections.tsx';

function MainShell() {
  const user = useCurrentUser();
  useProjectDeleteNotices(user?.id ?? null);
  return <MainLayout headerActions={user ? <NotificationBell userId={user.id} /> : null} />;
}

/** The main application (every role except freeOrgAdmin); landing route /app. */
export function MainRoutes() {
  return (
    <Routes>
      <Route element={<MainShell />}>
        <Route path={paths.app.root} element={<DashboardRoute />} />
        <Route path={paths.app.projects} element={<ProjectsListRoute />} />
        <Route path={paths.app.newProject} element={<NewProjectRoute />} />
        <Route path={paths.app.project.pattern} element={<ProjectRoute />}>
          <Route index element={<ProjectOverviewSection />} />
          <Route path={paths.app.projectScope.pattern} element={<ProjectScopeSection />} />
          <Route path={paths.app.projectSettings.pattern} element={<ProjectSettingsSection />} />
          <Route path={paths.app.projectDomains.pattern} element={<ProjectDomainsSection />} />
          <Route path={paths.app.projectTranslations.pattern} element={<ProjectTranslationsSection />} />
          <Route path={paths.app.projectTranslationSettings.pattern} element={<ProjectTranslationSettingsSection />} />
          <Route path={paths.app.projectDelivery.pattern} element={<ProjectDeliverySection />} />
          <Route path={paths.app.projectSuggestions.pattern} element={<ProjectSuggestionsSection />} />
        </Route>
        <Route path={paths.app.translations} element={<TranslationsRoute />} />
        <Route path={paths.app.suggestions} element={<SuggestionsRoute />} />
        <Route path={paths.app.settings} element={<SettingsRoute />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.app.root} replace />} />
    </Routes>
  );
}
