// Serves the built site: the API (with its embedded database and demo data) and the web servers
// of the shell and the remotes. Ports: PORT 3000 (site), API_PORT 4000, each remote its registry
// port (remotes.json; MF_<NAME>_PORT overrides it). Stops everything on Ctrl-C.
// The servers run with the `agency-compiled` condition: `shared/*` resolves to its Node build
// (shared/dist-node) instead of its TypeScript sources.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, waitFor } from './lib.mjs';

// The API's documentation (/docs, /openapi.json) is off by default in a deployment; the site as
// `npm start` and `npm run dev` serve it is a developer's, so it is on unless API_DOCS says no.
const env = { API_DOCS: '1', ...process.env };
const apiPort = env.API_PORT ?? '4000';
const sitePort = env.PORT ?? '3000';

/** Node's export condition under which `shared/*` loads its compiled build. */
const NODE_CONDITION = '--conditions=agency-compiled';

const children = [];
function start(name, file) {
  const child = spawn(process.execPath, [NODE_CONDITION, path.join(root, file)], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping the site.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', 'api/dist/server.js');
await waitFor(`http://127.0.0.1:${apiPort}/health`, 120_000);
start('site', 'shell/dist-server/main.js');
await waitFor(`http://127.0.0.1:${sitePort}/config.json`, 60_000);
console.log(
  `\nThe site is ready at http://localhost:${sitePort}/ (API at http://localhost:${apiPort}/docs)\n`,
);
