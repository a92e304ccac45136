const path = require('node:path');
const { createConfig } = require('../webpack.common.cjs');

const shellConfigs = createConfig({
  name: 'shell',
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/mf/fallback-plugin.ts')],
  title: 'Immo',
  favicon: path.join(__dirname, 'src/favicon.svg'),
});

/**
 * The browser programs the site server sends besides the bundles (src/boot): the start script
 * (`start.js`), its worker that reads ICU's data (`intl-worker.js`) and the press capture
 * (`press-capture.js`, inlined in pages' heads: the server hashes this file for the
 * Content-Security-Policy). Each is one self-contained script with no runtime, written into dist/
 * after the shell's browser build (which empties dist/ first), without a source map: the press
 * capture's text is inlined as it is.
 */
function bootConfig(production) {
  return {
    name: 'shell-boot',
    dependencies: ['shell'],
    context: __dirname,
    mode: production ? 'production' : 'development',
    entry: {
      start: path.join(__dirname, 'src/boot/start.entry.ts'),
      'intl-worker': path.join(__dirname, 'src/boot/intl-worker.entry.ts'),
      'press-capture': path.join(__dirname, 'src/boot/press-capture.entry.ts'),
    },
    devtool: false,
    target: ['web', 'es2020'],
    output: { path: path.join(__dirname, 'dist'), filename: '[name].js', iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'swc-loader',
          options: {
            swcrc: false,
            jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
          },
        },
      ],
    },
    optimization: {
      // terser's comments would end the inlined press capture's text with a licence block.
      minimizeOptions: { javascript: { ecma: 2020, format: { comments: false } } },
    },
    performance: { hints: false },
  };
}

module.exports = (env, argv) => [
  ...shellConfigs(env, argv),
  bootConfig(argv.mode !== 'development'),
];
