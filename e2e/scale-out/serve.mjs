// The scale-out deployment of the e2e suite (e2e/tests/scale-out.spec.ts), "two of each, one
// database" as docs/operations.md describes it, on this machine: a throw-away PostgreSQL
// cluster (api/src/testing/postgres-server.ts, from the API's build), two API instances on it
// (the first migrates and seeds the demo data before the second starts, so they never seed at
// once), two site servers, each on one of the APIs and serving the first e2e server's remotes,
// and a reverse proxy in front of the site servers (proxy.mjs). Playwright starts it as a
// webServer (e2e/playwright.config.ts gives the settings below) and stops it with SIGTERM:
// everything stops, the cluster too, and its directory is removed.
//
// The environment: SCALE_OUT_PROXY_PORT, SCALE_OUT_SITE_PORTS and SCALE_OUT_API_PORTS (`a,b`),
// SCALE_OUT_POSTGRES_PORT, SCALE_OUT_STATE_FILE (where the database's URL is written for the
// journeys that import a feed into it); the rest is passed on to the APIs and site servers (their
// own settings: SMTP_URL, SITE_URL, ADMIN_TOKEN, the limits; MF_<NAME>_URL, MARKETS_FILE).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, waitFor } from '../../scripts/lib.mjs';
import { startProxy } from './proxy.mjs';

const require = createRequire(import.meta.url);
const { findBinaries, startPostgres, stopPostgres } = require(
  path.join(root, 'api/dist/testing/postgres-server.js'),
);

/** Node's export condition under which `shared/*` loads its compiled build. */
const NODE_CONDITION = '--conditions=agency-compiled';

/** A required environment variable. */
function setting(name) {
  const value = process.env[name];
  if (!value) throw new Error(`serve.mjs: ${name} is not set (e2e/playwright.config.ts sets it)`);
  return value;
}
/** A pair of ports `a,b` of the environment. */
function ports(name) {
  const [a, b] = setting(name).split(',').map(Number);
  if (!a || !b) throw new Error(`serve.mjs: ${name} must be two ports, a,b`);
  return { a, b };
}

const proxyPort = Number(setting('SCALE_OUT_PROXY_PORT'));
const sitePorts = ports('SCALE_OUT_SITE_PORTS');
const apiPorts = ports('SCALE_OUT_API_PORTS');
const postgresPort = Number(setting('SCALE_OUT_POSTGRES_PORT'));
const stateFile = setting('SCALE_OUT_STATE_FILE');

const children = [];
let postgres = null;
let proxy = null;
let stopping = false;

/** Starts `file` with Node as instance `name`; its output goes to ours, prefixed by Playwright. */
function start(name, file, env) {
  if (stopping) return;
  const child = spawn(process.execPath, [NODE_CONDITION, path.join(root, file)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    // Playwright's SIGTERM reaches the whole process group: a child may end just before our own
    // handler starts the stop; only a child that ends on its own stops everything as a failure.
    setTimeout(() => {
      if (stopping) return;
      console.error(`scale-out: ${name} stopped (${signal ?? `exit ${code}`}); stopping all.`);
      void stop(1);
    }, 200);
  });
  children.push(child);
}

/** Resolves when `child` has exited, or after `ms`. */
const exited = (child, ms) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });

/**
 * Stops everything: the proxy, the site servers and APIs (SIGTERM, SIGKILL after 10 s), then
 * the cluster (once the APIs have closed their connections), and exits with `code`.
 */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  try {
    await proxy?.close();
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => exited(child, 10_000)));
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  } finally {
    postgres?.stop();
    fs.rmSync(stateFile, { force: true });
    process.exit(code);
  }
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
// Playwright gives us a stdin pipe: it closes when the runner goes away without stopping us.
if (fs.fstatSync(0).isFIFO()) {
  process.stdin.on('end', () => void stop(0));
  process.stdin.resume();
}

try {
  const found = findBinaries(process.env);
  if (!found.dir) throw new Error(`no PostgreSQL: ${found.reason}`);
  // A run that was killed (not stopped) may have left its cluster running on our port.
  if (fs.existsSync(stateFile)) {
    const { dir } = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    if (dir && fs.existsSync(dir)) {
      console.log(`scale-out: stopping the cluster a previous run left in ${dir}`);
      stopPostgres(found.dir, dir);
    }
    fs.rmSync(stateFile, { force: true });
  }
  // Room for both APIs' pools (10 connections each), the feed's importer and a margin.
  postgres = await startPostgres(found.dir, { port: postgresPort, maxConnections: 60 });
  const databaseUrl = postgres.url('postgres');
  fs.writeFileSync(stateFile, JSON.stringify({ databaseUrl, dir: postgres.dir }), { mode: 0o600 });

  for (const name of ['a', 'b']) {
    start(`API ${name}`, 'api/dist/server.js', {
      API_PORT: String(apiPorts[name]),
      DATABASE_URL: databaseUrl,
    });
    // The first start migrates and seeds the empty database; the second finds it ready.
    await waitFor(`http://127.0.0.1:${apiPorts[name]}/health`, 240_000);
  }
  for (const name of ['a', 'b']) {
    start(`site ${name}`, 'shell/dist-server/main.js', {
      PORT: String(sitePorts[name]),
      API_UPSTREAM: `http://127.0.0.1:${apiPorts[name]}`,
      // Each instance on one process: the two are what this deployment shows, and the machine
      // also runs the suite's own site.
      SITE_WORKERS: '1',
    });
  }
  for (const name of ['a', 'b'])
    await waitFor(`http://127.0.0.1:${sitePorts[name]}/config.json`, 120_000);
  proxy = await startProxy({
    port: proxyPort,
    upstreams: ['a', 'b'].map((name) => ({ name, port: sitePorts[name] })),
  });
  console.log(
    `scale-out: proxy http://localhost:${proxyPort}/ -> site a :${sitePorts.a} (API :${apiPorts.a}), ` +
      `site b :${sitePorts.b} (API :${apiPorts.b}); PostgreSQL :${postgresPort}`,
  );
} catch (error) {
  console.error('scale-out: could not start:', error);
  await stop(1);
}
