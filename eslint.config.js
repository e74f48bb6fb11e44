import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// Web features are islands: a feature imports only itself and the shared folders (src/api, lib,
// components, config); src/app composes them. Listed from the folder so a new feature is covered.
const WEB = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move the shared piece to src/api, lib, components or config.',
  })),
  {
    target: ['api', 'lib', 'components', 'config'].map((dir) => `${WEB}/${dir}`),
    from: `${WEB}/features`,
    message: 'Shared folders never import a feature.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/drizzle/**', 'packages/snippet/dist/**', 'integrations/strapi/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import rules on the app sources only, with packages treated as external (never parsed), so
    // the cycle check stays cheap: it follows the project's own relative imports.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // Only files of these extensions are parsed to follow their imports (the default is .js alone).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    // The dashboard calls the API only through lib/call.ts (call, queryOf, download) with a contract
    // entry: lib/api-client.ts and lib/download.ts are its transport, so their path-taking functions
    // stay inside lib/ and no screen writes a path string or a reply type by hand again.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client', '**/lib/api-client.ts'],
              importNames: ['api', 'apiRequest'],
              message: 'Call the API with call/queryOf/callEnvelope from lib/call.ts and a contract entry (a client in src/api/<area>/).',
            },
            {
              group: ['**/lib/download', '**/lib/download.ts'],
              importNames: ['downloadFile'],
              message: 'Download with download() from lib/call.ts and a contract entry.',
            },
          ],
        },
      ],
    },
  },
);
