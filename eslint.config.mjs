// One lint setup for the whole repository. Boundaries from design.md are rules here, not memory:
// the front ends never import the API or each other, and the public site carries no MUI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// These hold the contract's messages in all four languages; the public site loads the visitor's only.
const allLanguagesOfContract = {
  name: '@clinic/contract',
  importNames: ['messages', 'translate', 'describeIssue', 'fieldErrors', 'isMessageKey'],
  message: 'Use translate / describeIssue / fieldErrors from lib/i18n (one language per visit).',
};
// Shared pieces of the public site live in components/ and lib/; app/ (routes, layout, the shell) composes
// them and the features. Arrows run app → features → components/lib, never back.
const noAppImports = {
  group: ['**/app', '**/app/**'],
  message:
    'app/ composes the site; move what you need into components/ or lib/ (arrows run app → features → components/lib).',
};
const noApiImports = {
  group: ['**/api/src/**', '@clinic/api', '@clinic/api/*'],
  message: 'Front ends talk to the API over HTTP only (design.md: imports point one way).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.bench/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['public-site/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['public-site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [allLanguagesOfContract],
          patterns: [
            noApiImports,
            { group: ['**/console/src/**'], message: 'The public site shares nothing with the console.' },
            { group: ['@mui/*', 'react-admin', 'ra-*'], message: 'The public bundle carries no MUI or react-admin.' },
          ],
        },
      ],
    },
  },
  {
    // A feature does not reach into another feature's files: shared pieces live in components/ or lib/.
    files: ['public-site/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [allLanguagesOfContract],
          patterns: [
            noApiImports,
            { group: ['**/console/src/**'], message: 'The public site shares nothing with the console.' },
            { group: ['@mui/*', 'react-admin', 'ra-*'], message: 'The public bundle carries no MUI or react-admin.' },
            noAppImports,
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/',
              message:
                'Features compose in the router; import shared code from components/ or lib/, not another feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared pieces never reach back into the shell.
    files: ['public-site/src/{components,lib,content}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [allLanguagesOfContract],
          patterns: [
            noApiImports,
            noAppImports,
            { group: ['**/features/**'], message: 'components/ and lib/ serve the features; they never import one.' },
            { group: ['**/console/src/**'], message: 'The public site shares nothing with the console.' },
            { group: ['@mui/*', 'react-admin', 'ra-*'], message: 'The public bundle carries no MUI or react-admin.' },
          ],
        },
      ],
    },
  },
  {
    files: ['console/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noApiImports,
            { group: ['**/public-site/src/**'], message: 'The console shares nothing with the public site.' },
          ],
        },
      ],
    },
  },
  {
    // One way of matching paths for the whole API: every router comes from http/router.ts.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/http/router.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Router']",
          message: 'Make routers with createRouter() from http/router.ts (case-sensitive, like the scope checks).',
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/**', '**/public-site/**', '**/console/**', 'react', 'koa'],
              message: 'contract depends on nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles of values anywhere in our code (a cycle means two files cannot be understood,
    // tested or loaded one before the other). This rule skips type-only imports; scripts/import-cycles.mts,
    // the last step of `npm run lint`, checks the same graph with type imports included (design.md).
    files: ['api/src/**/*.ts', 'public-site/src/**/*.{ts,tsx}', 'console/src/**/*.{ts,tsx}', 'contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // An API module is used through its index.ts only; helpers shared by modules live in http/, db/ or
    // services/ (design.md), never in another module's files.
    files: ['api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)',
              message: 'Another module is used through its index.ts; shared helpers belong in http/, db/ or services/.',
            },
            {
              regex: '^(\\.\\./)+modules/',
              message: 'A module reaches another module as ../name/index.js.',
            },
          ],
        },
      ],
    },
  },
  {
    // http/, db/ and services/ serve the modules; they never import one.
    files: ['api/src/{http,db,services}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'Helpers never import a module.' }] },
      ],
    },
  },
);
