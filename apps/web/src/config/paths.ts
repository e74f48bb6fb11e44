/** Every route of the web app and the builders for links with parameters. */
export const paths = {
  home: '/',
  register: '/register',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgotPassword',
  privacyPolicy: '/privacy-policy',
  verification: {
    pattern: '/verification/:uuid',
    prefix: '/verification/',
    build: (uuid: string) => `/verification/${encodeURIComponent(uuid)}`,
  },
  newPassword: {
    pattern: '/new-password/:token',
    prefix: '/new-password',
    build: (token: string) => `/new-password/${encodeURIComponent(token)}`,
  },
  notification: {
    pattern: '/notification/:message',
    build: (message: string) => `/notification/${encodeURIComponent(message)}`,
  },
  app: {
    root: '/app',
    projects: '/app/projects',
    newProject: '/app/projects/new',
    project: {
      pattern: '/app/projects/:projectId',
      build: (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}`,
    },
    projectScope: {
      pattern: '/app/projects/:projectId/scope',
      build: (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}/scope`,
    },
    projectSettings: {
      pattern: '/app/projects/:projectId/settings',
      build: (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}/settings`,
    },
    projectDomains: {
      pattern: '/app/projects/:projectId/domains',
      build: (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}/domains`,
    },
    projectTranslations: {
      pattern: '/app/projects/:projectId/translations',
      build: (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}/translations`,
    },
    projectTranslationSettings: {
      pattern: '/app/projects/:projectId/translation-settings',
      build: (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}/translation-settings`,
    },
    projectDelivery: {
      pattern: '/app/projects/:projectId/delivery',
      build: (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}/delivery`,
    },
    projectSuggestions: {
      pattern: '/app/projects/:projectId/suggestions',
      build: (projectId: string) => `/app/projects/${encodeURIComponent(projectId)}/suggestions`,
    },
    /** The free app's scope tab (its overview is /app). */
    freeScope: '/app/scope',
    /** The free app's install tab (snippet tag, switcher, preview). */
    freeInstall: '/app/install',
    translations: '/app/translations',
    suggestions: '/app/suggestions',
    settings: '/app/settings',
    users: '/app/users',
    organisations: '/app/organisations',
    organisation: {
      pattern: '/app/organisations/:organisationId',
      build: (organisationId: string) => `/app/organisations/${encodeURIComponent(organisationId)}`,
    },
    deliveryManagers: '/app/delivery-managers',
    collaborators: '/app/collaborators',
    auditLog: '/app/audit-log',
    kyc: '/app/kyc',
    kycReview: '/app/kyc-review',
    demoIds: '/app/demo-ids',
    billing: '/app/billing',
    /** The free app's Upgrade page. */
    upgrade: '/app/upgrade',
    manualTranslation: '/app/manual-translation',
    newManualRequest: '/app/manual-translation/new',
    manualRequest: {
      pattern: '/app/manual-translation/requests/:requestId',
      build: (requestId: string) => `/app/manual-translation/requests/${encodeURIComponent(requestId)}`,
    },
    tasks: '/app/tasks',
    profile: '/app/profile',
  },
} as const;

/** Paths that show the public screens even to a signed-in user (spec 01 §2). */
export function isAlwaysPublicPath(pathname: string): boolean {
  return pathname.startsWith(paths.verification.prefix) || pathname.startsWith(paths.newPassword.prefix);
}
