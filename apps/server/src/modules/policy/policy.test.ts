import { canOpenPage, CREATABLE_ROLES, PAGE_KEYS, ROLES } from '@lipi/contract';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, can, PAGE_ACTIONS, type Action } from './policy.ts';

/** docs/permissions.md's table, read back as action → roles. */
function documentedMatrix(): Map<string, string[]> {
  const doc = readFileSync(resolve(import.meta.dirname, '../../../../../docs/permissions.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| `([\w.]+)` \| ([^|]+) \|/gm)];
  return new Map(rows.map(([, action, roles]) => [action!, roles!.trim() === 'every signed-in role' ? ['*'] : roles!.split(',').map((r) => r.trim())]));
}

describe('the role × action matrix', () => {
  it('is written down in docs/permissions.md exactly as policy.ts enforces it', () => {
    const documented = documentedMatrix();
    expect([...documented.keys()].sort()).toEqual(Object.keys(ACTIONS).sort());
    for (const [action, roles] of Object.entries(ACTIONS)) expect([action, [...documented.get(action)!].sort()]).toEqual([action, [...roles].sort()]);
  });

  it('names only known roles', () => {
    for (const roles of Object.values(ACTIONS)) for (const role of roles) expect(['*', ...ROLES]).toContain(role);
  });

  it('keeps collaborators read-only in the project area', () => {
    const changes: Action[] = ['project.create', 'project.update', 'project.delete', 'project.settings', 'domain.manage', 'domain.assign', 'scope.edit'];
    for (const action of changes) expect([action, can('collaborator', action)]).toEqual([action, false]);
    expect(can('collaborator', 'project.view')).toBe(true);
    expect(can('freeOrgAdmin', 'domain.assign')).toBe(false);
  });
});

describe('page access', () => {
  it("answers each page from the same roles the contract's PAGE_ROLES gives the navigation", () => {
    for (const page of PAGE_KEYS) {
      for (const role of ROLES) expect([page, role, canOpenPage(role, page)]).toEqual([page, role, can(role, PAGE_ACTIONS[page])]);
    }
  });

  it('never lets a role create a role with more reach than its own', () => {
    for (const [creator, roles] of Object.entries(CREATABLE_ROLES)) {
      if (creator !== 'superAdmin') expect(roles).not.toContain('superAdmin');
      expect(roles).not.toContain('freeOrgAdmin');
      if (roles.length) expect([creator, can(creator, 'user.manage')]).toEqual([creator, true]);
      else expect([creator, can(creator, 'user.manage')]).toEqual([creator, false]);
    }
  });
});
