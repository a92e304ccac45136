const path = require('node:path');
const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  runtimePlugins: [path.join(__dirname, 'src/mf/fallback-plugin.ts')],
  title: 'Immo',
  favicon: path.join(__dirname, 'src/favicon.svg'),
});
