// Lint rules for every package. Import boundaries keep dependencies one way:
// shared <- mf-* <- shell; api may import only types from shared.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import registry from './scripts/registry.cjs';

// Every remote package of the registry of remotes (remotes.json) gets the same boundaries.
const remotes = registry.remotes().map((remote) => remote.folder);
const remoteSourcePatterns = remotes.flatMap((r) => [`${r}`, `${r}/*`, `**/${r}/**`]);

// React Router and react-i18next reach every package through the federation singletons
// `shared/router` and `shared/i18n` (one instance in the page, tree-shaken): never directly.
// Tests may still take the routers of tests (MemoryRouter, Routes, Route) from react-router-dom.
const viaShared = [
  { name: 'react-router', message: "Import routing from 'shared/router'." },
  {
    name: 'react-router-dom',
    importNames: [
      'BrowserRouter',
      'Link',
      'NavLink',
      'Outlet',
      'useLocation',
      'useNavigate',
      'useParams',
      'useRoutes',
    ],
    message: "Import routing from 'shared/router'.",
  },
  { name: 'react-i18next', message: "Import the React bindings of i18next from 'shared/i18n'." },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-node/**',
      '**/.federation/**',
      '**/@mf-types/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/data/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // React code: the front-end packages only (the api has no React).
    files: ['shared/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', '**/shell/**', '**/api/src/**'],
              message: 'shared imports no app.',
            },
            { group: remoteSourcePatterns, message: 'shared imports no remote.' },
          ],
          paths: viaShared,
        },
      ],
    },
  },
  {
    // The two modules that wrap React Router and react-i18next.
    files: ['shared/src/router/index.ts', 'shared/src/i18n/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // effector and React Router reach the front ends through `shared/effector` and
    // `shared/router` (one instance in the page, tree-shaken); tests may take fork, allSettled,
    // Provider and the routers of tests from the packages themselves.
    files: ['shared/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/effector/index.ts',
      'shared/src/router/index.ts',
      '**/*.test.{ts,tsx}',
      '**/lib/test-*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['effector', 'effector-react'].map((name) => ({
              name,
              message: "Import effector from 'shared/effector'.",
              allowTypeImports: true,
            })),
            {
              name: 'react-router-dom',
              message: "Import routing from 'shared/router'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', '**/shell/**', '**/api/src/**'],
              message: 'A remote never imports the shell or the api.',
            },
            {
              group: remoteSourcePatterns.filter((p) => !p.includes(remote)),
              message:
                'A remote uses another team only through a federated module or the event bus.',
            },
            {
              group: ['**/shared/src/**'],
              message: 'Import shared through its public subpaths (shared/api, shared/routes...).',
            },
          ],
          paths: viaShared,
        },
      ],
    },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mf-*/src/**', ...remotes],
              message: 'The shell loads remotes only through Module Federation.',
            },
            { group: ['**/api/src/**'], message: 'The shell talks to the api over HTTP only.' },
          ],
          paths: viaShared,
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', '**/shell/**', ...remoteSourcePatterns],
              message: 'The api knows nothing of the front end.',
            },
          ],
          paths: [],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['api/**/*.ts'],
    ignores: ['api/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // shared/forms is the one exception (issue 11): the forms' schemas, error texts
              // and e-mail paths, validated alike in the browser, the site server and the api.
              group: ['shared/*', '!shared/forms'],
              allowTypeImports: true,
              message: 'The api imports only types from shared (and shared/forms).',
            },
          ],
        },
      ],
    },
  },
);
