import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../routes/all.ts';
import { coverageReport, readSpecSections, REPORT_FILE, specDir } from './report.ts';
import { readLine } from './spec-calls.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const dir = specDir(root);

describe('spec call lists', () => {
  it('reads the shorthand of spec 02', () => {
    expect(readLine('/custom-font-size/add, /get, /delete')).toEqual(['custom-font-size/add', 'custom-font-size/get', 'custom-font-size/delete']);
    expect(readLine('/translation/filter, /report/download')).toEqual(['translation/filter', 'report/download']);
    expect(readLine('staticTranslation/: getStaticTranslationDataList, tmCount/get')).toEqual([
      'staticTranslation/getStaticTranslationDataList',
      'staticTranslation/tmCount/get',
    ]);
    expect(readLine('/project/cache/update and /project/meta/update {key, status, projectId}')).toEqual(['project/cache/update', 'project/meta/update']);
    expect(readLine('/scope/{projectId}/{pageNumber}/{pageSize}?searchText')).toEqual(['scope/{projectId}/{pageNumber}/{pageSize}']);
    expect(readLine('project (list; returns projectList, totalProjects)')).toEqual(['project']);
  });

  it.skipIf(!existsSync(dir))('puts the unprefixed lines after apiTranslation/ under it (issue 14)', () => {
    const paths = readSpecSections(dir).flatMap((s) => s.calls.map((c) => c.path));
    expect(paths).toContain('apiTranslation/details/update');
    expect(paths).toContain('apiTranslation/json/request/details');
    expect(paths).toContain('apiTransation/projectStats/stats');
    expect(paths).toContain('avk_get/translation');
    expect(paths).not.toContain('details/update');
  });
});

describe(REPORT_FILE, () => {
  it.skipIf(!existsSync(dir))('is up to date with the spec and the route table (run npm run api:coverage)', () => {
    const committed = readFileSync(join(root, REPORT_FILE), 'utf8');
    expect(committed).toBe(coverageReport(readSpecSections(dir), ALL_ROUTES));
  });
});
