// `npm test`: every check, cheapest failure first — format, lint and typecheck side by side — then
// the web build, then the e2e journeys in Chromium in the background while the unit and server
// suites run one after the other in the foreground. The e2e journeys spend most of their time
// waiting on the browser and the product's jobs, so on a two-core machine they leave the other
// suites a core. Ends with one summary line of all the tests that ran.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = mkdtempSync(join(tmpdir(), 'lipi-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
/** The failures of every suite, repeated at the very end: CI's log is often read from its tail. */
const failures = [];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/**
 * One step as a child process, its output kept in a file and printed in one piece when it ends
 * (so steps running side by side do not interleave their lines). Resolves to true when it passed.
 */
function step(label, cmd, args, env = {}) {
  const log = join(reports, `${label}.log`);
  console.log(`=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const text = readFileSync(log, 'utf8');
        if (text.trim()) console.log(`\n=== ${label} output:\n${text}`);
        console.log(`=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
        resolve(code === 0);
      });
    });
  });
}

/*
 * Vitest 3 reads pool options from the root config only, so the server project's `isolate: false`
 * takes effect only with the pool's own option on the command line: its ~130 files then share one
 * process and its module cache instead of importing the whole app again per file.
 */
const SHARED_PROCESS = ['--poolOptions.forks.isolate=false'];

function vitest(label, projects, extraArgs = [], env = {}) {
  const out = join(reports, `${label}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  return step(label, 'npx', args, env).then((ok) => count(label) && ok);
}

/** Adds a suite's JSON report to the totals; false when it ran no test. */
function count(label) {
  try {
    const report = JSON.parse(readFileSync(join(reports, `${label}.json`), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    failures.push(...failuresOf(label, report));
    if (report.numTotalTests === 0) {
      console.log(`${label}: ran no test`);
      return false;
    }
  } catch {
    // the runner crashed before writing its report; its own output says why
  }
  return true;
}

/** "suite file > test: first line of the error" for each failed test (or file that failed to run). */
function failuresOf(label, report) {
  const firstLine = (message) =>
    String(message ?? '')
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // the reporter's colours
      .trim()
      .split('\n')
      .slice(0, 3)
      .join(' | ')
      .slice(0, 400);
  return (report.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${label} ${name}: ${firstLine(file.message)}`];
    return tests.map((t) => `${label} ${name} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  });
}

function finish(ok) {
  if (failures.length > 0) console.log(`\n=== failed tests:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  console.log(`\nlipi: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(ok ? 0 : 1);
}

if (process.argv.includes('--server-only')) finish(await vitest('server', ['server'], SHARED_PROCESS));

const started = Date.now();
const checks = await Promise.all([
  step('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']),
  step('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
  step('typecheck', 'npx', ['tsc', '-b']),
]);
console.log(`=== static checks: ${seconds(started)} s`);
if (checks.includes(false)) finish(false);

let chromium;
try {
  chromium = ensureChromium();
} catch (err) {
  console.error(String(err.message ?? err));
  finish(false);
}
if (!(await step('build', 'npm', ['run', 'build', '-w', '@lipi/web']))) finish(false);

const e2e = vitest('e2e', ['e2e'], [], { CHROMIUM_PATH: chromium });
const unitOk = await vitest('unit', ['contract', 'engine', 'snippet', 'web']);
const serverOk = await vitest('server', ['server'], SHARED_PROCESS);
// Always wait for the journeys (and print their output), whatever the other suites said.
const e2eOk = await e2e;
finish(unitOk && serverOk && e2eOk);
