// Serves the built site: MailDev, the API (with its embedded database and demo data) and the web
// servers of the shell and the remotes. Ports: PORT 3000 (site), API_PORT 4000, each remote its
// registry port (remotes.json; MF_<NAME>_PORT overrides it), MailDev's SMTP MAILDEV_SMTP_PORT 1025
// and inbox MAILDEV_WEB_PORT 1080 (http://localhost:1080, every mail the site sends). With
// SMTP_URL set (a real mail server) or MAILDEV=0, MailDev is not started. Stops everything on Ctrl-C.
// The servers run with the `agency-compiled` condition: `shared/*` and `kit/*` resolve to their
// Node builds (shared/dist-node, kit/dist-node) instead of their TypeScript sources.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, waitFor } from './lib.mjs';

// The API's documentation (/docs, /openapi.json) is off by default in a deployment; the site as
// `npm start` and `npm run dev` serve it is a developer's, so it is on unless API_DOCS says no.
const env = { API_DOCS: '1', ...process.env };
const apiPort = env.API_PORT ?? '4000';
const sitePort = env.PORT ?? '3000';

/** Node's export condition under which `shared/*` and `kit/*` load their compiled builds. */
const NODE_CONDITION = '--conditions=agency-compiled';

const children = [];
function start(name, file, args = []) {
  const child = spawn(process.execPath, [NODE_CONDITION, path.join(root, file), ...args], {
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

// MailDev, the development mail catcher: the API sends its mails there, and the inbox shows them.
// Links in mails point at the site's own hostname on this port (SITE_URL, `{hostname}` is the
// site's).
const mailWeb = env.MAILDEV_WEB_PORT ?? '1080';
const withMailDev = !env.SMTP_URL && env.MAILDEV !== '0';
if (withMailDev) {
  const smtp = env.MAILDEV_SMTP_PORT ?? '1025';
  env.SMTP_URL = `smtp://127.0.0.1:${smtp}`;
  const mails = fs.mkdtempSync(path.join(os.tmpdir(), 'maildev-'));
  start('maildev', 'node_modules/maildev/dist/bin/maildev.js', [
    ...['--smtp', smtp, '--web', mailWeb, '--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    ...['--mail-directory', mails, '--silent'],
  ]);
}
env.SITE_URL ??= `http://{hostname}:${sitePort}`;

start('api', 'api/dist/server.js');
await waitFor(`http://127.0.0.1:${apiPort}/health`, 120_000);
start('site', 'shell/dist-server/main.js');
await waitFor(`http://127.0.0.1:${sitePort}/config.json`, 60_000);
console.log(
  `\nThe site is ready at http://localhost:${sitePort}/ (API at http://localhost:${apiPort}/docs` +
    `${withMailDev ? `, mails at http://localhost:${mailWeb}/` : ''})\n`,
);
