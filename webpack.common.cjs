/**
 * Webpack configuration shared by the shell and every remote: TypeScript through swc-loader,
 * Module Federation (@module-federation/enhanced) with the singletons of the README's "Composition",
 * `publicPath: 'auto'` and an `mf-manifest.json` for each build.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { BannerPlugin, Compilation } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = __dirname;

const rootPkg = require('./package.json');
const sharedPkg = require('./shared/package.json');
const kitPkg = require('./kit/package.json');
const registry = require('./remotes.json');

/** 'FavoriteToggle' -> 'favorite-toggle' (file names are kebab-case). */
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The federation `exposes` of a remote from the registry (remotes.json): each exposed module
 * `Name` is the file `src/exposes/{kebab-name}.tsx`; for the server build (`server`), its twin
 * `{kebab-name}.server.tsx` when there is one (the page and its server preparation, which the
 * browser never loads).
 */
function exposesOf(remote, server = false) {
  const dir = path.join(root, remote.folder);
  return Object.fromEntries(
    Object.keys(remote.exposes).map((module) => {
      const twin = `./src/exposes/${kebab(module)}.server.tsx`;
      const file =
        server && fs.existsSync(path.join(dir, twin)) ? twin : `./src/exposes/${kebab(module)}.tsx`;
      return [`./${module}`, file];
    }),
  );
}

/** Version of an installed package, for requiredVersion. */
function versionOf(name) {
  return require(path.join(root, 'node_modules', name, 'package.json')).version;
}

const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });

/**
 * The shared singletons: one copy of each in the page, whichever container loads it first.
 * React Router, react-i18next, effector and effector-react are not share keys of their own: they
 * reach every remote through the singletons `shared/router`, `shared/i18n` and `shared/effector`,
 * which re-export only what the site uses, so webpack tree-shakes them (a share key ships its
 * whole package). The README says why. `kit/` (the teams' component library) is a singleton like
 * `shared/`: its form token and the 'shared-ui' texts it registers must be one in the page.
 */
const SHARED = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  i18next: singleton('i18next'),
  '@emotion/react': singleton('@emotion/react'),
  // `@emotion/react/jsx-runtime`: every JSX element of every remote goes through it.
  '@emotion/react/': { ...singleton('@emotion/react'), version: versionOf('@emotion/react') },
  '@emotion/cache': singleton('@emotion/cache'),
  'shared/': { singleton: true, requiredVersion: `^${sharedPkg.version}` },
  'kit/': { singleton: true, requiredVersion: `^${kitPkg.version}` },
};

/** The share keys of our own packages: a remote keeps a fallback copy of those (see below). */
const OWN_PACKAGES = new Set(['shared/', 'kit/']);

/** The share config of a remote: the host's library singletons without a fallback copy. */
function consumeOnly(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      OWN_PACKAGES.has(key) ? config : { ...config, import: false },
    ]),
  );
}

/**
 * The share config of the shell's browser build: the singletons it provides are eager, in
 * `main.js`, and the shell takes them without negotiating. Every page loads every module the shell
 * provides (the libraries and the `shared/*` and `kit/*` subpaths the shell imports itself); as
 * share chunks they were 25 scripts, each inserted, fetched, finalised and negotiated on its own
 * (an asynchronous `loadShare` per module), which took 38 scripts down to 16 on the listing and
 * paint to live 5–18 % lower at 4× CPU on the home, listing, detail, favourites and holiday unit
 * pages. The remotes still consume them through the share scope, as before. Evaluation stays
 * lazy: `src/index.ts` still evaluates React DOM and the other libraries in tasks of their own.
 * What only some pages need stays a share chunk, fetched when first imported (SHELL_ON_USE).
 * @param {Record<string, object>} shared the share config (SHARED)
 * @returns {Record<string, object>} the same keys with `eager: true`, and those of SHELL_ON_USE
 *   not eager
 */
function eagerShared(shared) {
  return {
    ...Object.fromEntries(
      Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }]),
    ),
    ...Object.fromEntries(SHELL_ON_USE.map((key) => [key, shared[`${key.split('/')[0]}/`]])),
  };
}

/**
 * The `shared/*` and `kit/*` subpaths the shell provides as share chunks, not in `main.js`: no
 * page needs them at first paint. `kit/html` is the rich-text sanitiser (with its library about
 * 6 KB gzipped), for the pages that show rich text (a detail page, a landing page, a content
 * page). The others are the form kit and its validation (zod, about 5 KB gzipped): in the shell
 * only the not-found page's search form ('find your way') imports them, and a remote's form loads
 * them when its page shows one.
 */
const SHELL_ON_USE = [
  'kit/html',
  'kit/find-your-way',
  'kit/form-kit',
  'kit/form-token',
  'kit/ui/form-focus',
  'kit/ui/submit-button',
];

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script whose first
 * line is `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a
 * background thread, instead of each one on the main thread at its first call. A browser build's
 * files are the page's start-up (the shell, the remote entries, the parts of the page) or a part
 * loaded when the visitor opens it (a map, a lightbox), whose functions then run at once: with
 * the hint, paint to live took 12-25 % less main-thread time on a CPU slowed four times. Browsers
 * without the hint read a comment. Written after minifying (a minifier drops comments), before
 * the source maps and the content hashes are made of the files.
 */
const COMPILE_HINT = {
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  test: /\.js$/,
  stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
};

/** Federation runtime packages and their ES module entry files. */
const FEDERATION_ESM = {
  '@module-federation/runtime-tools/runtime-core':
    '@module-federation/runtime-tools/dist/runtime-core.js',
  '@module-federation/runtime-core': '@module-federation/runtime-core/dist/index.js',
  '@module-federation/sdk': '@module-federation/sdk/dist/index.js',
  '@module-federation/error-codes': '@module-federation/error-codes/dist/index.mjs',
};

/**
 * @param {object} options
 * @param {string} options.name federation name ('shell', 'search', 'detail'...)
 * @param {string} options.dir the package folder
 * @param {Record<string,string>} [options.exposes] exposed modules of a remote
 * @param {string[]} [options.runtimePlugins] runtime plugins (the shell's fallback plugin)
 * @param {boolean} [options.html] emit an index.html (the shell, and a remote's standalone page)
 * @param {string} [options.title]
 * @param {string} [options.favicon] path of the site icon (the shell)
 */
/**
 * The runtime plugin of every browser build that negotiates each shared module in a task of its
 * own, so that no long task holds up the page's input (the file says how).
 */
const BROWSER_YIELD_PLUGIN = path.join(root, 'kit/src/remote/yield-plugin.ts');

/** Where the Node runtime plugin of Module Federation is (server builds). */
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/** Module resolution of every build: TypeScript extensions and the aliases below. */
function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    // React Router's package points bundlers at its development build; use the production
    // one (no dev warnings) in production.
    alias: {
      ...(production
        ? {
            'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
          }
        : {}),
      // React 19 has useSyncExternalStore: the pre-React-18 shim that effector-react and
      // react-i18next import becomes React's own hook (the package's main entry).
      'use-sync-external-store/shim$': path.join(
        root,
        'node_modules/use-sync-external-store/index.js',
      ),
      // effector-react imports the shim by its file name.
      'use-sync-external-store/shim/index.js$': path.join(
        root,
        'node_modules/use-sync-external-store/index.js',
      ),
      // react-day-picker's stylesheet, which the calendar imports as text (`?raw`): by its file,
      // because a package's `exports` field is matched with the query and does not list it.
      'react-day-picker/style.css$': path.join(root, 'node_modules/react-day-picker/src/style.css'),
      // The federation runtime ships CommonJS and ES module builds; the runtime-core
      // injection plugin requires the CommonJS one while the rest imports the ES one, which
      // put both copies in the shell. One copy: the ES modules.
      ...Object.fromEntries(
        Object.entries(FEDERATION_ESM).map(([request, file]) => [
          `${request}$`,
          path.join(root, 'node_modules', file),
        ]),
      ),
    },
  };
}

/** The module rules of every build (browser and server). */
/**
 * Stable `sid`s on our effector stores (scripts/effector-store-sids.cjs, a Babel plugin that runs
 * before swc and only parses the TypeScript): they carry the state of a server render into the
 * browser. The plugin's file says why not effector's own plugins.
 */
const EFFECTOR_SIDS = {
  loader: 'babel-loader',
  options: {
    babelrc: false,
    configFile: false,
    compact: false,
    retainLines: true,
    parserOpts: { plugins: ['typescript'] },
    overrides: [{ test: /\.tsx$/, parserOpts: { plugins: ['typescript', 'jsx'] } }],
    plugins: [path.join(root, 'scripts/effector-store-sids.cjs')],
  },
};

const MODULE_RULES = [
  {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: 'swc-loader',
        options: {
          // Not the packages' swc files: shared/swc-node.json is its Node build's (CommonJS), which
          // would turn shared/* into CommonJS here and stop tree shaking.
          swcrc: false,
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              // Always the production JSX runtime (`jsx-runtime`, not `jsx-dev-runtime`): a
              // remote's development build (`npm run dev`) must compose with the production
              // builds of the others, which share only `@emotion/react/jsx-runtime`.
              react: { runtime: 'automatic', importSource: '@emotion/react', development: false },
            },
            target: 'es2020',
          },
        },
      },
      EFFECTOR_SIDS,
    ],
  },
  // A slice's public API (its index.ts, or lazy.ts for a part loaded on demand) only
  // re-exports: free of side effects, so webpack links through it to the modules used and
  // leaves the rest out (Feature-Sliced Design, README "Inside a remote").
  {
    test: /[\\/]src[\\/](?:pages|widgets|features|entities)[\\/][^\\/]+[\\/](?:index|lazy)\.tsx?$/,
    sideEffects: false,
  },
  // A stylesheet imported with `?raw` is its text (a part the server renders styles itself with
  // emotion, in the page's head); otherwise the import is the file's URL.
  { test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' },
  { test: /\.css$/, resourceQuery: { not: [/raw/] }, type: 'asset/resource' },
  { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset/resource' },
];

/**
 * The browser build of a front end (the shell or a remote).
 * @param {object} options
 * @param {string} options.name federation name ('shell', 'search', 'detail'...)
 * @param {string} options.dir the package folder
 * @param {Record<string,string>} [options.exposes] exposed modules of a remote
 * @param {string[]} [options.runtimePlugins] runtime plugins (the shell's fallback plugin)
 * @param {boolean} [options.html] emit an index.html (the shell, and a remote's standalone page)
 * @param {string} [options.title]
 * @param {string} [options.favicon] path of the site icon (the shell)
 * @param {boolean} production
 */
function browserConfig(
  { name, dir, exposes, runtimePlugins = [], html = true, title = name, favicon },
  production,
) {
  const isShell = !exposes;
  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    entry: { main: path.join(dir, 'src/index.ts') },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      // Keeps dist/server (the server build, written by the other compiler of the package).
      clean: { keep: /^server[\\/]/ },
    },
    resolve: resolveOptions(production),
    module: { rules: MODULE_RULES },
    optimization: {
      moduleIds: 'deterministic',
      // terser (webpack's default minimizer) may write ES2020, the syntax our own code ships in.
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
    },
    performance: { hints: false },
    plugins: [
      ...(production ? [new BannerPlugin(COMPILE_HINT)] : []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        // The shell is the host and provides the library singletons, eagerly (eagerShared); a
        // remote only consumes them (no fallback copy), which keeps its remoteEntry.js small.
        // `shared/*` and `kit/*` keep their fallback: the shell provides only the subpaths it
        // imports itself.
        shared: isShell ? eagerShared(SHARED) : consumeOnly(SHARED),
        shareStrategy: 'loaded-first',
        runtimePlugins: [...runtimePlugins, BROWSER_YIELD_PLUGIN],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime in the page: the shell provides it, the remotes use it.
        // `optimization.target: 'web'` drops the runtime's Node.js loading code.
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // The shell registers each remote by its remoteEntry.js (not its manifest), so the
          // runtime's snapshot and preload-assets plugins are left out of the first load.
          optimization: { target: 'web', disableSnapshot: true },
        },
      }),
      ...(html
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src/index.html'),
              title,
              chunks: ['main'],
              publicPath: '/',
              ...(favicon ? { favicon } : {}),
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * The server build of a front end, for server-side rendering (see
 * shared/notes on server rendering): webpack's `async-node` target with Module Federation's Node
 * runtime plugin, which loads remote chunks over HTTP.
 * - A remote's: `dist/server/remoteEntry.js` (library `commonjs-module`), served by the remote's
 *   own server next to its browser build and loaded by the site server at request time. Its
 *   `publicPath` is empty: the Node runtime then takes chunk URLs relative to the URL the entry
 *   was loaded from, so one build serves from any host, as the browser build does.
 * - The shell's: `dist-ssr/main.js` (library `commonjs2`), the host that renders pages; it
 *   provides the library singletons to the remotes' server builds.
 */
function serverConfig({ name, dir, exposes, serverExposes, runtimePlugins = [] }, production) {
  const isShell = !exposes;
  return {
    name: `${name}-server`,
    context: dir,
    mode: production ? 'production' : 'development',
    entry: isShell ? { main: path.join(dir, 'src/ssr/index.ts') } : {},
    devtool: false,
    target: 'async-node',
    output: {
      path: isShell ? path.join(dir, 'dist-ssr') : path.join(dir, 'dist', 'server'),
      publicPath: '',
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: `${name}-server`,
      library: { type: isShell ? 'commonjs2' : 'commonjs-module' },
      clean: true,
    },
    resolve: resolveOptions(production),
    module: { rules: MODULE_RULES },
    // Readable server code: nothing is gained by minifying what Node reads from disk.
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: serverExposes ?? exposes ?? {},
        remotes: {},
        library: { type: isShell ? 'commonjs2' : 'commonjs-module' },
        remoteType: 'script',
        shared: isShell ? SHARED : consumeOnly(SHARED),
        shareStrategy: 'loaded-first',
        runtimePlugins: [NODE_RUNTIME_PLUGIN, ...runtimePlugins],
        manifest: false,
        dts: false,
      }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * The builds of a front end: its browser build and its server build.
 * @returns a webpack configuration factory giving both (a multi-compiler configuration)
 */
function createConfig(options) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return [browserConfig(options, production), serverConfig(options, production)];
  };
}

/**
 * The webpack configuration of the remote in folder `dir`, from its registry entry (remotes.json):
 * federation name and exposed modules.
 * @throws when the folder has no registry entry
 */
function createRemoteConfig(dir) {
  const folder = path.basename(dir);
  const remote = registry.remotes.find((r) => r.folder === folder);
  if (!remote) throw new Error(`${folder} is not in the registry of remotes (remotes.json)`);
  return createConfig({
    name: remote.name,
    dir,
    exposes: exposesOf(remote),
    serverExposes: exposesOf(remote, true),
    title: `${folder} (standalone)`,
  });
}

module.exports = {
  createConfig,
  createRemoteConfig,
  eagerShared,
  exposesOf,
  SHARED,
  SHELL_ON_USE,
  rootPkg,
};
