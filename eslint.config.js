// ESLint (flat config): correctness, not style (Prettier owns the layout). Import boundaries:
// custom pages use only the public faces of src/ (a folder's index.ts); the server never imports
// the client (src/, custom-pages/).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * `../../src/lib/session` is a deep import; `../../src/lib` (its index.ts) is the public face. The
 * exports and documents folders of src/components are faces of their own (lazy dialogs stay lazy).
 */
const SRC_DEEP = '(^|/)src/(?!components/(exports|documents)$)[^/]+/.+';
const CLIENT = '(^|/)(src|custom-pages)(/|$)';
const VITE_REGISTRY = '(^|/)resources/registry(\\.ts)?$';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', '.tmp/**', 'coverage/**', 'playwright-report/**', 'test-results/**', '.ci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      // Style or deliberate in this codebase; not correctness.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-control-regex': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'custom-pages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['custom-pages/**/*.{ts,tsx}'],
    // Component tests may use the test harness of src/testing.
    ignores: ['custom-pages/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: SRC_DEEP, message: "Custom pages import the public face of src/ (the folder's index.ts), e.g. '../../src/lib'." }] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: CLIENT, message: 'The server never imports the client (src/, custom-pages/).' },
            { regex: VITE_REGISTRY, message: "resources/registry.ts needs Vite's import.meta.glob: the server reads server/resources/declarations.ts." },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Browser tests import from './fixtures.ts': its `page` opens in the warm profile, cleared between tests." }] }],
    },
  },
);
