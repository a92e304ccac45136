/**
 * One jest run over every package. Each project compiles TypeScript with @swc/jest
 * (tsc 7 is the native compiler and has no JS API for ts-jest).
 */
const fs = require('node:fs');
const path = require('node:path');

const swc = (importSource = '@emotion/react') => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// One project per remote of the registry (remotes.json); server tests choose the node environment
// with a `@jest-environment node` docblock.
const remotes = require('./scripts/registry.cjs').remotes();

/**
 * The routes a project's tests install (jest.setup.routes.ts): a remote's own and the route types
 * its routes.json `links` to; kit's components link to the pages below; the shell, the API and
 * shared compose the whole site.
 * @param {string} name
 */
const routesUnderTest = (name) => {
  if (name === 'kit') return { links: ['home', 'search', 'detailSlug', 'privacyStatement'] };
  const remote = remotes.find((r) => r.folder === name);
  return remote ? { owner: remote.name, links: remote.routes?.links ?? [] } : 'site';
};

/** @param {string} name @param {'node'|'jsdom'} env */
const project = (name, env) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: env,
  // The API's JSX is its mails', rendered by plain React (no Emotion styles in an e-mail).
  transform: {
    '^.+\\.(t|j)sx?$': swc(name === 'api' ? 'react' : undefined),
    '/@react-email/render/.+\\.cjs$': swc(),
  },
  // A few dependencies ship ESM only (cookie 2 in fastify's inject); swc compiles them too.
  // @react-email/render loads react-dom/server with a dynamic import(), which jest's CommonJS
  // sandbox refuses: compiled, it becomes a require.
  transformIgnorePatterns: [
    '/node_modules/(?!(cookie|content-disposition|yet-another-react-lightbox|@react-email/render)/)',
  ],
  testMatch: ['<rootDir>/{src,server}/**/*.test.ts?(x)'],
  // The routes the package's pages use, composed as the site server composes them.
  globals: { routesUnderTest: routesUnderTest(name) },
  setupFiles: [
    ...(env === 'jsdom' ? ['<rootDir>/../jest.setup.globals.ts'] : []),
    '<rootDir>/../jest.setup.routes.ts',
  ],
  setupFilesAfterEnv: [
    ...(env === 'jsdom' ? ['<rootDir>/../jest.setup.dom.ts'] : []),
    // A package's own set-up, when it has one.
    ...(fs.existsSync(path.join(__dirname, name, 'src/jest.setup.ts'))
      ? ['<rootDir>/src/jest.setup.ts']
      : []),
  ],
  moduleNameMapper: {
    '\\.css\\?raw$': '<rootDir>/../jest.style-text-mock.cjs',
    '\\.(css)$': '<rootDir>/../jest.style-mock.cjs',
  },
  testEnvironmentOptions: env === 'jsdom' ? { customExportConditions: [''] } : {},
  // No test measures time (the benchmark does): a journey of typed keys and clicks in jsdom may
  // take several seconds on a busy 2-core machine without being wrong.
  testTimeout: 20_000,
});

module.exports = {
  rootDir: __dirname,
  projects: [
    project('shared', 'jsdom'),
    project('server-kit', 'node'),
    project('kit', 'jsdom'),
    project('api', 'node'),
    ...remotes.map((remote) => project(remote.folder, 'jsdom')),
    project('shell', 'jsdom'),
    // The repository's own checks (docs, READMEs, owners): plain Node, no compiling.
    {
      displayName: 'repo',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/scripts/**/*.test.cjs'],
      transform: {},
    },
  ],
};
