const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'search',
  dir: __dirname,
  exposes: {
    './SearchPage': './src/exposes/search-page.tsx',
    './HomePage': './src/exposes/home-page.tsx',
  },
  title: 'mf-search (standalone)',
});
