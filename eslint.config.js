import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (docs/decisions/002-code-layout.md):
 *   core   imports nothing of ours;
 *   server imports core;  web imports core;  neither imports the other;
 *   web: components (shared UI) → features → app; features do not import each other.
 */
const zone = (target, from, message) => ({ target, from, message });
/** Every folder under src/web/features is a feature: a new one is covered without editing this file. */
const FEATURES = readdirSync(new URL('./src/web/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // No import cycles anywhere (issue 14): modules form a tree a reader can follow.
      // A dynamic import() that loads a chunk lazily is not a cycle a reader must untangle.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./src/core', './src/server', 'The core must not import the server.'),
            zone('./src/core', './src/web', 'The core must not import the web app.'),
            zone('./src/server', './src/web', 'The server must not import the web app.'),
            zone(
              './src/web',
              './src/core/i18n/catalogues.ts',
              'The web app loads only the language it shows (src/web/lib/i18n.ts, decision 003).',
            ),
            zone(
              './src/web',
              './src/server',
              'The web app must not import the server; share through src/core.',
            ),
            zone('./src/web/components', './src/web/features', 'Shared UI must not import features.'),
            zone('./src/web/components', './src/web/app', 'Shared UI must not import the app layer.'),
            zone('./src/web/lib', './src/web/features', 'Web lib must not import features.'),
            zone('./src/web/features', './src/web/app', 'Features must not import the app layer.'),
            ...FEATURES.map((feature) =>
              zone(
                `./src/web/features/${feature}`,
                `./src/web/features/!(${feature})/**/*`,
                'Features do not import each other; compose them in a route.',
              ),
            ),
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // no-cycle reads the imported files itself: with TypeScript's parser, or it sees no imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
