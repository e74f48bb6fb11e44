// Writes docs/api-coverage.md: which calls of the two spec documents the route table has (npm run api:coverage).
import { ALL_ROUTES } from '@lipi/contract';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverageReport, readSpecSections, REPORT_FILE, specDir } from '../packages/contract/src/spec-coverage/report.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(join(root, REPORT_FILE), coverageReport(readSpecSections(specDir(root)), ALL_ROUTES));
console.log(`wrote ${REPORT_FILE}`);
