import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'bench/results/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
      'apps/web/src/lib/api-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` keeps the module as a side-effect import; `import type` drops it (and zod with it).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-alert': 'error',
    },
  },
  {
    // Features (and the jobs they define) reach shared services through services.ts, never the app that mounts them.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+app(\\.ts)?$',
              message:
                'Import shared services from services.ts; app.ts mounts the features and must not be imported by them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // A source file holds one thing: past 400 lines it is split by what it holds. Tests, test kits and fixtures,
    // and data tables (the country list, the gazetteer) are exempt.
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts', 'packages/**/*.tsx'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*-test-kit.ts',
      '**/test/**',
      'packages/domain/src/catalog/country-list.ts',
      'packages/domain/src/catalog/gazetteer-cities.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
);
