// The Node.js the project runs on, for the scripts (lib.mjs) and the servers (their start).
const fs = require('node:fs');
const path = require('node:path');

/** The exact Node.js version the project pins, from `.node-version` (for example "24.22.3"). */
function pinnedNodeVersion() {
  return fs.readFileSync(path.join(__dirname, '..', '.node-version'), 'utf8').trim();
}

/** The major version of "v24.22.3" or "24.22.3" (24). */
function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

/**
 * Why `version` (a process.version such as "v20.20.2") cannot run the project's servers: a line
 * naming both versions when its major is older than the pinned one, else undefined. Node 20 and
 * older get no security fixes any more; a server facing the public runs on a maintained line.
 */
function nodeRuntimeProblem(version = process.version) {
  const pinned = pinnedNodeVersion();
  if (majorOf(version) >= majorOf(pinned)) return undefined;
  return (
    `Node.js ${version} is older than the project's Node.js ${pinned} (.node-version): ` +
    'start it with `npm start` or `npm run serve`, which use node_modules/.bin/node.'
  );
}

module.exports = { majorOf, nodeRuntimeProblem, pinnedNodeVersion };
