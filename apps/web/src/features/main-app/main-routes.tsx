import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../../config/paths.ts';
import { MainLayout } from './components/main-layout.tsx';
import { DashboardRoute } from './routes/dashboard-route.tsx';
import { ProjectsRoute, SuggestionsRoute, TranslationsRoute } from './routes/section-routes.tsx';
import { SettingsRoute } from './routes/settings-route.tsx';

/** The main application (every role except freeOrgAdmin); landing route /app. */
export function MainRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route path={paths.app.root} element={<DashboardRoute />} />
        <Route path={paths.app.projects} element={<ProjectsRoute />} />
        <Route path={paths.app.translations} element={<TranslationsRoute />} />
        <Route path={paths.app.suggestions} element={<SuggestionsRoute />} />
        <Route path={paths.app.settings} element={<SettingsRoute />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.app.root} replace />} />
    </Routes>
  );
}
