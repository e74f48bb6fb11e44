// `npm test`: every check, in the order a failure is cheapest to find — format, lint, typecheck,
// unit — then the API (server suites) and e2e in Chromium against the built product side by side:
// both spend much of their time waiting (timers, jobs, the browser), so on a two-core machine
// each leaves the other a core. Stops at the first red step and ends with one summary line of all
// the tests that ran.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = mkdtempSync(join(tmpdir(), 'lipi-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
  return result.status === 0;
}

const vitestArgs = (label, projects) => {
  const out = join(reports, `${label}.json`);
  return ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
};

/** Adds a suite's JSON report to the totals; false when it ran no test. */
function count(label) {
  try {
    const report = JSON.parse(readFileSync(join(reports, `${label}.json`), 'utf8'));
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
  return true;
}

function vitest(label, projects, extraEnv = {}) {
  const ok = run(label, 'npx', vitestArgs(label, projects), extraEnv);
  return count(label) && ok;
}

/** A suite in the background, its output kept in a file and printed in one piece when it ends. */
function vitestInBackground(label, projects, extraEnv = {}) {
  const log = join(reports, `${label}.log`);
  const args = vitestArgs(label, projects);
  console.log(`\n=== ${label} (in the background, output at the end): npx ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn('npx', args, { env: { ...process.env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        console.log(`\n=== ${label} output:\n${readFileSync(log, 'utf8')}`);
        console.log(`=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
        resolve(count(label) && code === 0);
      });
    });
  });
}

function finish(ok) {
  console.log(`\nlipi: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

const onlyServer = process.argv.includes('--server-only');
if (onlyServer) finish(vitest('server', ['server']));

if (!run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn'])) finish(false);
if (!run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])) finish(false);
if (!run('typecheck', 'npx', ['tsc', '-b'])) finish(false);
if (!vitest('unit', ['contract', 'engine', 'snippet', 'web'])) finish(false);
let chromium;
try {
  chromium = ensureChromium();
} catch (err) {
  console.error(String(err.message ?? err));
  finish(false);
}
if (!run('build', 'npm', ['run', 'build', '-w', '@lipi/web'])) finish(false);
const [serverOk, e2eOk] = await Promise.all([vitestInBackground('server', ['server']), vitestInBackground('e2e', ['e2e'], { CHROMIUM_PATH: chromium })]);
finish(serverOk && e2eOk);
