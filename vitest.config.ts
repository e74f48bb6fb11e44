import { defineConfig } from 'vitest/config';

// One runner for every suite; each workspace is a project so `--project` picks suites.
export default defineConfig({
  test: {
    projects: [
      // 30 s, not Vitest's 5 s: the property tests (fast-check, hundreds of generated cases) run beside
      // the e2e journeys in `npm test`, and one took 5.7 s at load 10 on two cores.
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'engine', root: 'packages/engine', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      { test: { name: 'snippet', root: 'packages/snippet', include: ['src/**/*.test.ts'], environment: 'jsdom', testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Files share one process and its module cache: importing the whole app again for each of
          // ~130 files was most of this suite's time (each file still builds its own app and, on
          // PGlite, its own in-memory database). Vitest 3 reads pool options from the root config
          // only, so this takes effect with `--poolOptions.forks.isolate=false` on the command line
          // (npm test and test:server pass it). Redis connections close with QUIT after their
          // queued commands (lib/redis-close.ts), so no late rejection outlives its file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        // antd screens in jsdom take seconds each when the machine is busy (the unit suite runs beside e2e).
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 60_000 },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          // Generous: on a loaded two-core machine a journey has taken 80 s that takes 30 s idle.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          globalSetup: ['./support/global-setup.ts'],
        },
      },
    ],
  },
});
