/**
 * Webpack configuration shared by the shell and every remote: TypeScript through swc-loader,
 * Module Federation (@module-federation/enhanced) with the singletons of ARCHITECTURE.md,
 * `publicPath: 'auto'` and an `mf-manifest.json` for each build.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = __dirname;
const rootPkg = require('./package.json');
const sharedPkg = require('./shared/package.json');

/** Version of an installed package, for requiredVersion. */
function versionOf(name) {
  return require(path.join(root, 'node_modules', name, 'package.json')).version;
}

const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });

/** The shared singletons: one copy of each in the page, whichever container loads it first. */
const SHARED = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router': singleton('react-router'),
  'react-router-dom': singleton('react-router-dom'),
  effector: singleton('effector'),
  'effector-react': singleton('effector-react'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/styled': singleton('@emotion/styled'),
  '@emotion/cache': singleton('@emotion/cache'),
  'shared/': { singleton: true, requiredVersion: `^${sharedPkg.version}` },
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
function createConfig({
  name,
  dir,
  exposes,
  runtimePlugins = [],
  html = true,
  title = name,
  favicon,
}) {
  const isShell = !exposes;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: {
                      runtime: 'automatic',
                      importSource: '@emotion/react',
                      development: !production,
                    },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, type: 'asset/resource' },
          { test: /\.(png|svg|jpg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: SHARED,
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // One federation runtime in the page: the shell provides it, the remotes use it.
          experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true },
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
  };
}

module.exports = { createConfig, SHARED, rootPkg };
