// `npm test`: every check, in the order a failure is cheapest to find — lint, typecheck, unit,
// API (server suites), then e2e in Chromium against the built product. Stops at the first red step
// and ends with one summary line of all the tests that ran.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = mkdtempSync(join(tmpdir(), 'lipi-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function vitest(label, projects, extraEnv = {}) {
  const out = join(reports, `${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const ok = run(label, 'npx', args, extraEnv);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numTotalTests === 0) {
      console.log(`${label}: ran no test`);
      return false;
    }
  } catch {
    // the runner crashed before writing its report; its own output says why
  }
  return ok;
}

function finish(ok) {
  console.log(`\nlipi: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

const onlyServer = process.argv.includes('--server-only');
if (onlyServer) finish(vitest('server', ['server']));

if (!run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])) finish(false);
if (!run('typecheck', 'npx', ['tsc', '-b'])) finish(false);
if (!vitest('unit', ['contract', 'engine', 'snippet', 'web'])) finish(false);
if (!vitest('server', ['server'])) finish(false);
let chromium;
try {
  chromium = ensureChromium();
} catch (err) {
  console.error(String(err.message ?? err));
  finish(false);
}
if (!run('build', 'npm', ['run', 'build', '-w', '@lipi/web'])) finish(false);
finish(vitest('e2e', ['e2e'], { CHROMIUM_PATH: chromium }));
