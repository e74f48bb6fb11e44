import { createMember, createTestProject } from '../modules/projects/project-test-helpers.ts';
import { builtBeforeAll, useTestApp } from './test-app.ts';

/** An app without workers, an organisation admin `owner` and a project of theirs in Hindi and Marathi. */
export function useOwnedProject() {
  const t = useTestApp({}, { startWorkers: false });
  const owner = builtBeforeAll(() => createMember(t.app, 'organisationAdmin'));
  const project = builtBeforeAll(async () => ({ id: await createTestProject(t.app, owner, { languages: ['hi', 'mr'] }) }));
  return { t, owner, project };
}
