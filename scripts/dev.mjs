// `npm run dev [-- mf-search ...]`: the development loop. Starts the API, the site server
// and the remotes' static servers as `npm start` does, with webpack in watch mode (development
// builds, no minifying) for the shell and every remote of the registry, or only for the packages
// named: a change to one remote then shows on the next reload of the composed site, without a
// production build. Packages not watched are served from their last build (made once if missing).
// The servers (API, site server, team endpoints) are built once at start: restart `npm run dev`
// after changing them.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

const require = createRequire(import.meta.url);
const registry = require('./registry.cjs');

ensureInstalled();
const FRONT_ENDS = ['shell', ...registry.remotes().map((remote) => remote.folder)];
const named = process.argv.slice(2);
const unknown = named.filter((name) => !FRONT_ENDS.includes(name));
if (unknown.length) {
  console.error(
    `Not a front end of the registry: ${unknown.join(', ')} (one of ${FRONT_ENDS.join(', ')})`,
  );
  process.exit(2);
}
const watched = named.length ? named : FRONT_ENDS;

// The servers (Node parts), then any front end that is not watched and has never been built.
const servers = await run(process.execPath, ['scripts/build.mjs', '--servers']);
if (servers !== 0) process.exit(servers);
const missing = FRONT_ENDS.filter(
  (name) => !watched.includes(name) && !fs.existsSync(path.join(root, name, 'dist')),
);
if (missing.length) {
  const code = await run(process.execPath, ['scripts/build.mjs', ...missing]);
  if (code !== 0) process.exit(code);
}

const webpack = require(path.join(root, 'node_modules/webpack'));
const configs = watched.map((name) => {
  const config = require(path.join(root, name, 'webpack.config.cjs'))({}, { mode: 'development' });
  return { ...config, name };
});
const compiler = webpack(configs);
let first = true;
compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) {
    console.error(error);
    return;
  }
  for (const child of stats.stats) {
    const name = child.compilation.name;
    const seconds = ((child.endTime - child.startTime) / 1000).toFixed(1);
    if (child.hasErrors()) console.error(child.toString({ all: false, errors: true }));
    else console.log(`[dev] ${name} built in ${seconds} s`);
  }
  if (first) {
    first = false;
    console.log(`[dev] watching ${watched.join(', ')}; reload the page after a change`);
    import('./serve.mjs');
  }
});
