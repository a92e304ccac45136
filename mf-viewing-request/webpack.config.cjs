const { createRemoteConfig } = require('../webpack.common.cjs');

// Name and exposed modules come from the registry of remotes (remotes.json).
module.exports = createRemoteConfig(__dirname);
