/**
 * The registry of remotes (remotes.json) as the Node tooling and servers read it: ESLint, jest,
 * the build, type-check, bench, dev and serve scripts, the Playwright servers and the site server
 * all take the list of remotes from here, so adding a remote is its package plus one entry; each
 * team's routes come from its own package (routes.json), read here. The
 * typed readings (routed pages, providers, the check against the slot contracts) are in
 * shell/server/registry.ts.
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/**
 * The route manifest of a package (its `routes.json`: path words, page patterns, endpoints and
 * sitemap entries, shared/routes `TeamRoutes`), or undefined when it has none. Plain JSON, so
 * every reader (the site server, the API, the tests, the build) takes it without compiling.
 */
function routesOf(folder) {
  const file = path.join(root, folder, 'routes.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/**
 * @returns {import('./registry.d.cts').RegisteredRemote[]} the remotes, in registry order, each
 *   with the routes its package declares (its routes.json)
 */
function remotes() {
  return JSON.parse(fs.readFileSync(path.join(root, 'remotes.json'), 'utf8')).remotes.map(
    (remote) => {
      const routes = routesOf(remote.folder);
      return routes ? { ...remote, routes } : remote;
    },
  );
}

/**
 * Every team's route manifest, in registry order, then the shell's own pages (shell/routes.json):
 * what shared/routes `composeRoutes` takes to make the site's route table.
 * @returns {import('./registry.d.cts').TeamRoutesOf[]}
 */
function routeManifests() {
  return [
    ...remotes()
      .filter((remote) => remote.routes)
      .map((remote) => ({ owner: remote.name, routes: remote.routes })),
    { owner: 'shell', routes: routesOf('shell') },
  ];
}

/** The environment prefix of a remote: 'viewing-request' -> 'MF_VIEWING_REQUEST'. */
function envPrefix(remote) {
  return `MF_${remote.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** The port of a remote's static server: MF_<NAME>_PORT, else its registry port. */
function portOf(remote, env = process.env) {
  return Number(env[`${envPrefix(remote)}_PORT`] ?? remote.port);
}

/**
 * Where the browser loads a remote from: MF_<NAME>_URL (a CDN or another host), else its static
 * server on MF_PUBLIC_HOST (default 'localhost') and its port. Never the request's Host header.
 */
function baseUrlOf(remote, env = process.env) {
  const url = env[`${envPrefix(remote)}_URL`];
  if (url) return url.replace(/\/+$/, '');
  return `http://${env.MF_PUBLIC_HOST ?? 'localhost'}:${portOf(remote, env)}`;
}

/** True when the remote is served from elsewhere (MF_<NAME>_URL set): no local server. */
function isServedElsewhere(remote, env = process.env) {
  return Boolean(env[`${envPrefix(remote)}_URL`]);
}

/**
 * The compiled file of a remote's server plugin ('server/index.ts' -> '<folder>/dist-server/index.js'),
 * absolute; null when the remote has none.
 */
function serverBuildOf(remote) {
  if (!remote.server) return null;
  const relative = path.relative('server', remote.server).replace(/\.ts$/, '.js');
  return path.join(root, remote.folder, 'dist-server', relative);
}

/** The site's default port; each remote's registry port is this plus a small offset. */
const DEFAULT_SITE_PORT = 3000;

/**
 * The ports of every remote for a site on another port (tests, bench): each keeps its offset
 * from the site, e.g. site 3100 gives search 3101. Answers the environment (MF_<NAME>_PORT).
 */
function remotePortsEnv(sitePort) {
  return Object.fromEntries(
    remotes().map((remote) => [
      `${envPrefix(remote)}_PORT`,
      String(sitePort + remote.port - DEFAULT_SITE_PORT),
    ]),
  );
}

/**
 * The base URL of every remote for a site on another port (MF_<NAME>_URL), as `remotePortsEnv`
 * places them: a second site server uses them to serve the same remotes without starting its own.
 */
function remoteUrlsEnv(sitePort) {
  return Object.fromEntries(
    remotes().map((remote) => [
      `${envPrefix(remote)}_URL`,
      `http://localhost:${sitePort + remote.port - DEFAULT_SITE_PORT}`,
    ]),
  );
}

/** The remote package folders that exist at the root (mf-*), sorted. */
function remoteFolders() {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^mf-/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

module.exports = {
  root,
  remotes,
  routeManifests,
  envPrefix,
  portOf,
  baseUrlOf,
  isServedElsewhere,
  serverBuildOf,
  remoteFolders,
  remotePortsEnv,
  remoteUrlsEnv,
};
