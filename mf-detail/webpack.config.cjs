const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'detail',
  dir: __dirname,
  exposes: { './DetailPage': './src/exposes/detail-page.tsx' },
  title: 'mf-detail (standalone)',
});
