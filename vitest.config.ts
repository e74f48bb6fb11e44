import { defineConfig } from 'vitest/config';

// One runner for every suite; each workspace is a project so `--project` picks suites.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'engine', root: 'packages/engine', include: ['src/**/*.test.ts'] } },
      { test: { name: 'snippet', root: 'packages/snippet', include: ['src/**/*.test.ts'], environment: 'jsdom' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['./support/global-setup.ts'],
        },
      },
    ],
  },
});
