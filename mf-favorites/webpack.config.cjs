const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'favorites',
  dir: __dirname,
  exposes: {
    './FavoritesPage': './src/exposes/favorites-page.tsx',
    './FavoriteToggle': './src/exposes/favorite-toggle.tsx',
    './FavoritesCount': './src/exposes/favorites-count.tsx',
  },
  title: 'mf-favorites (standalone)',
});
