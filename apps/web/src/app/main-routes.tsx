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
import { UsersRoute } from '../features/users/routes/users-route.tsx';
import { DeliveryManagersRoute } from '../features/users/routes/delivery-managers-route.tsx';
import { CollaboratorsRoute } from '../features/users/routes/collaborators-route.tsx';
import { OrganisationsRoute } from '../features/organisations/routes/organisations-route.tsx';
import { OrganisationDetailsRoute } from '../features/organisations/routes/organisation-details-route.tsx';
import { AuditRoute } from '../features/audit/routes/audit-route.tsx';
import { KycRoute } from '../features/kyc/routes/kyc-route.tsx';
import { KycReviewRoute } from '../features/kyc/routes/kyc-review-route.tsx';
import { DemoIdsRoute } from '../features/demo-ids/routes/demo-ids-route.tsx';
import { BillingRoute } from '../features/billing/routes/billing-route.tsx';
import { ManualRequestsRoute } from '../features/manual-translation/routes/requests-route.tsx';
import { NewManualRequestRoute } from '../features/manual-translation/routes/new-request-route.tsx';
import { ManualRequestRoute } from '../features/manual-translation/routes/request-route.tsx';
import { TasksRoute } from '../features/manual-translation/routes/tasks-route.tsx';
import { ProfileRoute } from '../features/profile/routes/profile-route.tsx';
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
        <Route path={paths.app.users} element={<UsersRoute />} />
        <Route path={paths.app.deliveryManagers} element={<DeliveryManagersRoute />} />
        <Route path={paths.app.collaborators} element={<CollaboratorsRoute />} />
        <Route path={paths.app.organisations} element={<OrganisationsRoute />} />
        <Route path={paths.app.organisation.pattern} element={<OrganisationDetailsRoute />} />
        <Route path={paths.app.auditLog} element={<AuditRoute />} />
        <Route path={paths.app.kyc} element={<KycRoute />} />
        <Route path={paths.app.kycReview} element={<KycReviewRoute />} />
        <Route path={paths.app.demoIds} element={<DemoIdsRoute />} />
        <Route path={paths.app.billing} element={<BillingRoute />} />
        {/* A free trial that just upgraded may still be on its Upgrade page. */}
        <Route path={paths.app.upgrade} element={<Navigate to={paths.app.projects} replace />} />
        <Route path={paths.app.manualTranslation} element={<ManualRequestsRoute />} />
        <Route path={paths.app.newManualRequest} element={<NewManualRequestRoute />} />
        <Route path={paths.app.manualRequest.pattern} element={<ManualRequestRoute />} />
        <Route path={paths.app.tasks} element={<TasksRoute />} />
        <Route path={paths.app.profile} element={<ProfileRoute />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.app.root} replace />} />
    </Routes>
  );
}
