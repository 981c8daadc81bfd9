import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importFences from './infra/tooling/import-fences.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { listboard: importFences },
    rules: {
      'listboard/import-fences': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Narrow dependencies (docs/architecture.md, "The walls of the use cases"): a group's files, and the floors', take their
    // services through the folder's deps.ts; only it reads the session's `services`.
    files: ['functions/src/usecases/*/**/*.ts'],
    ignores: ['functions/src/usecases/*/deps.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['MemberExpression[computed=false][property.name="services"]', 'ObjectPattern > Property[key.name="services"]'].map(
          (selector) => ({
            selector,
            message: "Read the services through this folder's deps.ts (<group>DepsOf(session)), not the whole session.services.",
          }),
        ),
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
