// Lint rules for every package. Import boundaries keep dependencies one way:
// shared <- kit <- mf-* <- shell; the api imports nothing of the front ends (no remote, no kit,
// no shell) and only the pure rules and types of shared; the front ends take the api's contract
// (`api/contract`: its request schemas and types) and nothing else of it; server-kit (Node only)
// builds on shared, for the servers, never for browser code.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import path from 'node:path';
import registry from './scripts/registry.cjs';

// Every remote package of the registry of remotes (remotes.json) gets the same boundaries.
const remotes = registry.remotes().map((remote) => remote.folder);
const remoteSourcePatterns = remotes.flatMap((r) => [`${r}`, `${r}/*`, `**/${r}/**`]);
// The teams' component library (kit), which the kernel (shared) never uses.
const KIT_PATTERNS = ['kit', 'kit/*', '**/kit/**'];

// Slices are reached through their public APIs only: every remote of the registry, and the
// Feature-Sliced Design layers that hold slices (see the block at the end of this file).
const sliceRemotes = remotes;
const SLICE_LAYERS = ['pages', 'widgets', 'features', 'entities'];
// Test files and test helpers, which may import the api's demo generator (and nothing else of it).
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/lib/test-*.ts'];
/** An import of the api (package or relative path) other than its contract and `api/src/demo/`. */
const API_OUTSIDE_DEMO = '^(?:(?:\\.\\./)+)?api(?:/(?!src/demo/|contract(?:/|$))|$)';

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
      '**/dist-ssr/**',
      '**/.federation/**',
      '**/@mf-types/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/data/**',
      'deployments/**',
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
    files: [
      'shared/**/*.{ts,tsx}',
      'kit/**/*.{ts,tsx}',
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A bare `location` in a component is the browser's, not the router's (on the server it
      // does not exist): write `window.location` when the browser's is meant.
      'no-restricted-globals': [
        'error',
        { name: 'location', message: "Use the router's useLocation(), or window.location." },
        { name: 'history', message: "Use the router's navigation, or window.history." },
      ],
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
            { group: KIT_PATTERNS, message: 'shared imports no kit (kit builds on shared).' },
            {
              group: ['server-kit', 'server-kit/*', '**/server-kit/**'],
              message: 'server-kit is for Node servers; this code runs in browsers too.',
            },
          ],
          paths: viaShared,
        },
      ],
    },
  },
  {
    // kit, the teams' component library, builds on shared only (through its public subpaths).
    files: ['kit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', '**/shell/**', '**/api/src/**'],
              message: 'kit imports no app.',
            },
            { group: remoteSourcePatterns, message: 'kit imports no remote.' },
            {
              group: ['server-kit', 'server-kit/*', '**/server-kit/**'],
              message: 'server-kit is for Node servers; this code runs in browsers too.',
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
  },
  {
    // server-kit, what the Node servers share, builds on shared (its public subpaths) and, for
    // the teams' API proxy that checks a form's body before the API does, on the api's contract.
    files: ['server-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', '**/shell/**', '**/api/src/**'],
              message: 'server-kit imports no app.',
            },
            {
              regex: '^api(?!/contract$)(?:/|$)',
              message: 'server-kit imports no app; of the api, only its contract.',
            },
            {
              group: [...remoteSourcePatterns, ...KIT_PATTERNS],
              message: 'server-kit imports no team.',
            },
            {
              group: ['**/shared/src/**'],
              message: 'Import shared through its public subpaths (shared/api, shared/routes...).',
            },
          ],
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
    files: [
      'shared/**/*.{ts,tsx}',
      'kit/**/*.{ts,tsx}',
      'shell/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
    ],
    ignores: [
      'shared/src/effector/index.ts',
      'shared/src/effector/server.ts',
      'shared/src/router/index.ts',
      '**/*.test.{ts,tsx}',
      '**/lib/test-*.ts',
      'shared/testing/**',
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
            {
              group: ['**/kit/src/**'],
              message: 'Import kit through its public subpaths (kit/form-kit, kit/ui...).',
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
    // The shell's server render runs in Node only, never in the page: it may take
    // effector's `serialize` and React Router's `StaticRouter` and `matchRoutes` from the packages
    // (its server build bundles them once, with everything else).
    files: ['shell/src/ssr/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': 'off',
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
              group: ['shell', 'shell/*', '**/shell/**', ...remoteSourcePatterns, ...KIT_PATTERNS],
              message:
                'The api knows nothing of the front end: its contract (src/contract) is what the teams build on.',
            },
            {
              group: ['**/scripts/registry.cjs', '**/routes.json'],
              message:
                "The api reads no team's routes: its mails' links come from its own map (src/site-routes.ts).",
            },
          ],
          paths: [],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  // Slices: public APIs only, so that a slice's insides can change without breaking another.
  // ---- begin: slices, shared rules and demo fixtures ----
  {
    // The API may load the pure rules of shared at run time (one source for
    // each rule), and only those: geo_range, status codes and transaction ids, head types, and the
    // detail slugs (the sitemap's paths). The forms' schemas, error texts and e-mail paths are the
    // api's own (src/contract), which the browser and the site servers take from it. The mails
    // also show what the site shows, so they take its rules too: the languages (shared/domain),
    // money and date formats (shared/format), route words (shared/routes), estate titles
    // (shared/estate/text); their texts are in-memory
    // i18next catalogues made as the forms' error texts are (shared/i18n/catalogue). The purchase
    // cost rule, which its demo data lists figures by and the detail page estimates with, and the
    // enumerations' labels are the api's own (src/contract/purchase-costs, src/contract/enums).
    files: ['api/**/*.ts'],
    ignores: ['api/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^shared/(?!(?:domain|format|routes|estate/(?:geo-range|status|head-type|slug|text)|i18n/catalogue)$)',
              allowTypeImports: true,
              message:
                'The api imports only types from shared, and the pure rules shared/domain, shared/format, shared/routes, shared/estate/geo-range, shared/estate/status, shared/estate/head-type, shared/estate/slug (the sitemaps), shared/estate/text (the mails) and shared/i18n/catalogue (the tools of the servers are in server-kit).',
            },
          ],
        },
      ],
    },
  },
  {
    // Feature-Sliced Design inside each remote: pages -> widgets -> features -> entities, each
    // slice (a folder of one of those layers) reached from outside only through its index.ts,
    // never by a deep path such as '../../entities/filter/lib/filter-query'. Entities may use
    // other entities' public APIs; features never another feature, pages never another page.
    files: sliceRemotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    plugins: { boundaries },
    settings: {
      // Resolves each package's own alias (`#detail/...`, package.json "imports") too.
      'import/resolver': { [path.join(registry.root, 'scripts/eslint-import-resolver.cjs')]: {} },
      'boundaries/include': sliceRemotes.map((remote) => `${remote}/src/**/*`),
      'boundaries/elements': SLICE_LAYERS.map((layer) => ({
        type: layer,
        pattern: `mf-*/src/${layer}/*`,
        capture: ['remote', 'slice'],
      })),
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // Public APIs only: another slice's files other than its index.ts are private. A slice
              // whose code is split off at run time may add a lazy.ts, the public API of that chunk
              // (mf-search's estate map: the panel and map data, loaded when the map opens).
              disallow: {
                to: {
                  element: {
                    types: { anyOf: SLICE_LAYERS },
                    fileInternalPath: '!{index,lazy}.ts',
                  },
                },
              },
              message:
                'Import another slice only through its index.ts (its public API), or lazy.ts for its lazily loaded part.',
            },
            {
              from: { element: { type: 'entities' } },
              disallow: { to: { element: { types: { anyOf: ['pages', 'widgets', 'features'] } } } },
              message: 'An entity uses no page, widget or feature.',
            },
            {
              from: { element: { type: 'features' } },
              disallow: { to: { element: { types: { anyOf: ['pages', 'widgets', 'features'] } } } },
              message: 'A feature uses entities only, never another feature, a widget or a page.',
            },
            {
              from: { element: { type: 'widgets' } },
              disallow: { to: { element: { types: { anyOf: ['pages', 'widgets'] } } } },
              message: 'A widget uses features and entities only.',
            },
            {
              from: { element: { type: 'pages' } },
              disallow: { to: { element: { type: 'pages' } } },
              message: 'A page never uses another page.',
            },
            // Inside one slice every file may use any other.
            { allow: { dependency: { relationship: { to: 'internal' } } } },
          ],
        },
      ],
    },
  },
  // Tests take their estates from the API's demo generator (one source for each
  // fixture): test files, lib/test-*.ts and shared/testing may import `api/src/demo/*`, nothing else of the api.
  // The rules above are restated for those files with that one exception, since a later
  // no-restricted-imports setting replaces an earlier one.
  {
    files: [...TEST_FILES.map((pattern) => `shared/src/${pattern}`), 'shared/testing/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['shell', 'shell/*', '**/shell/**'], message: 'shared imports no app.' },
            { regex: API_OUTSIDE_DEMO, message: 'Tests may import only the api demo generator.' },
            { group: remoteSourcePatterns, message: 'shared imports no remote.' },
            { group: KIT_PATTERNS, message: 'shared imports no kit (kit builds on shared).' },
          ],
          paths: viaShared,
        },
      ],
    },
  },
  ...remotes.map((remote) => ({
    files: TEST_FILES.map((pattern) => `${remote}/src/${pattern}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shell', 'shell/*', '**/shell/**'],
              message: 'A remote never imports the shell or the api.',
            },
            { regex: API_OUTSIDE_DEMO, message: 'Tests may import only the api demo generator.' },
            {
              group: remoteSourcePatterns.filter((p) => !p.includes(remote)),
              message:
                'A remote uses another team only through a federated module or the event bus.',
            },
            {
              group: ['**/shared/src/**'],
              message: 'Import shared through its public subpaths (shared/api, shared/routes...).',
            },
            {
              group: ['**/kit/src/**'],
              message: 'Import kit through its public subpaths (kit/form-kit, kit/ui...).',
            },
          ],
          paths: viaShared,
        },
      ],
    },
  })),
  // ---- end: slices, shared rules and demo fixtures ----
);
