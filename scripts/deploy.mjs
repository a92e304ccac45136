// Versioned deploys of one remote, by its team, while the site runs (README, "Deploying a remote"):
//   npm run deploy -- <remote> [--market <name>] [--from <build folder>]
//   npm run promote -- <remote> [--version <version>]
//   npm run rollback -- <remote> [--market <name>]
//   npm run deployments
// A deploy builds the remote into a staging folder (or copies the build `--from` names), checks it
// (the gate: manifest, shared versions, a server render of its pages in a child process), keeps
// it as a new version folder that never changes, and only then moves the pointer of every market
// (or `--market`'s). The site server reads the pointer file again when it changes. Everything is
// in DEPLOYMENTS_DIR (default deployments/, see scripts/deployments.cjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { precompress } from './build.mjs';

const require = createRequire(import.meta.url);
const registry = require('./registry.cjs');
const store = require('./deployments.cjs');
const { exposeProblems, sharedProblems } = require('./deploy-checks.cjs');

const dir = store.deploymentsDir();
const marketsFile = process.env.MARKETS_FILE ?? path.join(registry.root, 'config', 'markets.json');

/** Stops the command with a message and exit code 1. */
function fail(message) {
  console.error(`${message}`);
  process.exit(1);
}

/** The command line's remote (folder `mf-x` or federation name `x`), its options and flags. */
function parseArgs(argv) {
  const options = {};
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=');
      options[key] = inline ?? argv[++i];
      if (options[key] === undefined) fail(`--${key} needs a value`);
    } else positional.push(arg);
  }
  return { positional, options };
}

function remoteOf(name) {
  if (!name) fail('Name the remote, e.g. mf-favorites');
  const remote = registry.remotes().find((r) => r.folder === name || r.name === name);
  if (!remote)
    fail(
      `${name} is not a remote of remotes.json (${registry
        .remotes()
        .map((r) => r.folder)
        .join(', ')})`,
    );
  return remote;
}

/** The markets of the markets file, or the one `--market` names. */
function marketsOf(only) {
  const names = JSON.parse(fs.readFileSync(marketsFile, 'utf8')).markets.map((m) => m.name);
  if (only === undefined) return names;
  if (!names.includes(only)) fail(`There is no market ${only} (markets: ${names.join(', ')})`);
  return [only];
}

const now = () => new Date().toISOString();

/** Runs a command; resolves with its exit code and its standard output. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

/**
 * Builds the remote's browser and server builds into `out` (not into its dist/ folder, which the
 * site may still serve): its webpack configs with their output moved there.
 */
async function buildInto(remote, out) {
  const webpack = require(path.join(registry.root, 'node_modules/webpack'));
  const packageDir = path.join(registry.root, remote.folder);
  const dist = path.join(packageDir, 'dist');
  const made = require(path.join(packageDir, 'webpack.config.cjs'))({}, { mode: 'production' });
  const configs = (Array.isArray(made) ? made : [made]).map((config) => ({
    ...config,
    output: { ...config.output, path: config.output.path.replace(dist, out) },
  }));
  await new Promise((resolve, reject) =>
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors())
        return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    }),
  );
  precompress(out);
}

/**
 * The gate: the problems of a candidate build for the markets it goes to (none: []): its manifest
 * against the registry and the live shell's shared versions, then its code in a child process.
 */
async function gate(remote, candidate, markets) {
  const manifestFile = path.join(candidate, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return ['it has no mf-manifest.json'];
  if (!fs.existsSync(path.join(candidate, 'server', 'remoteEntry.js')))
    return ['it has no server build (server/remoteEntry.js)'];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const shellManifest = JSON.parse(
    fs.readFileSync(path.join(registry.root, 'shell', 'dist', 'mf-manifest.json'), 'utf8'),
  );
  const problems = [
    ...exposeProblems(manifest, remote),
    ...sharedProblems(manifest, shellManifest),
  ];
  if (problems.length) return problems;
  const { code, out } = await run(
    process.execPath,
    [
      '--conditions=agency-compiled',
      path.join(registry.root, 'scripts', 'deploy-gate.mjs'),
      candidate,
      remote.folder,
      ...markets,
    ],
    { ...process.env, SSR_REMOTE_REVALIDATE_MS: '0', LOG_LEVEL: 'error' },
  );
  try {
    const { problems: found, notes } = JSON.parse(out.trim().split('\n').at(-1));
    for (const note of notes ?? []) console.log(`Note: ${note}`);
    return found;
  } catch {
    return [`the server render check ended without an answer (exit code ${code})`];
  }
}

/** Moves pointers and writes them, then prunes old versions; prints what changed. */
function movePointers(remote, version, markets) {
  const pointers = store.readPointers(dir);
  const moved = markets.filter((market) =>
    store.setLive(pointers, market, remote.folder, version, now()),
  );
  store.writePointers(dir, pointers);
  const removed = store.prune(dir, remote.folder, pointers);
  console.log(
    moved.length
      ? `${remote.folder} ${version} is live in ${moved.join(', ')}`
      : `${remote.folder} ${version} was already live in ${markets.join(', ')}`,
  );
  if (removed.length) console.log(`Removed old versions: ${removed.join(', ')}`);
}

async function deploy({ positional, options }) {
  const remote = remoteOf(positional[0]);
  const markets = marketsOf(options.market);
  const staging = path.join(dir, '.staging', `${remote.folder}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    if (options.from) {
      const from = path.resolve(options.from);
      if (!fs.existsSync(path.join(from, 'remoteEntry.js')))
        throw new Error(`${from} is not a build of ${remote.folder} (no remoteEntry.js)`);
      fs.cpSync(from, staging, { recursive: true });
    } else {
      console.log(`Building ${remote.folder}…`);
      await buildInto(remote, staging);
    }
    const { version, exists } = store.versionFor(dir, remote.folder, store.buildHash(staging));
    console.log(`Checking ${remote.folder} ${version} for ${markets.join(', ')}…`);
    const problems = await gate(remote, staging, markets);
    if (problems.length) {
      fs.rmSync(staging, { recursive: true, force: true });
      fail(
        `Deploy refused: ${remote.folder} ${version} did not pass the gate; nothing changed.\n${problems
          .map((p) => `- ${p}`)
          .join('\n')}`,
      );
    }
    // Written once: the new version's folder appears whole (a rename), before any pointer names it.
    fs.mkdirSync(path.join(dir, remote.folder), { recursive: true });
    if (!exists) fs.renameSync(staging, path.join(dir, remote.folder, version));
    movePointers(remote, version, markets);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    // The staging folder itself, when no other deploy is using it.
    try {
      fs.rmdirSync(path.dirname(staging));
    } catch {}
  }
}

function promote({ positional, options }) {
  const remote = remoteOf(positional[0]);
  const version = options.version ?? store.versionsOf(dir, remote.folder).at(-1);
  if (!version || !store.versionsOf(dir, remote.folder).includes(version))
    fail(`${remote.folder} has no deployed version ${version ?? ''} to promote`.trim());
  movePointers(remote, version, marketsOf(undefined));
}

function rollback({ positional, options }) {
  const remote = remoteOf(positional[0]);
  const pointers = store.readPointers(dir);
  const done = [];
  for (const market of marketsOf(options.market)) {
    if (!store.liveOf(pointers, market, remote.folder)) continue;
    try {
      const { from, to } = store.rollBack(pointers, market, remote.folder, now());
      done.push(`${market}: ${from} -> ${to ?? 'its dist/ build'}`);
    } catch (error) {
      fail(`Rollback refused, nothing changed: ${error.message}`);
    }
  }
  if (done.length === 0) fail(`${remote.folder} has no deployed version to roll back from`);
  store.writePointers(dir, pointers);
  console.log(`${remote.folder} rolled back (${done.join('; ')})`);
}

function list() {
  const pointers = store.readPointers(dir);
  console.log(`Deployments in ${dir}`);
  for (const market of marketsOf(undefined)) {
    console.log(`${market}:`);
    for (const remote of registry.remotes()) {
      const live = store.liveOf(pointers, market, remote.folder);
      const kept = store.versionsOf(dir, remote.folder);
      console.log(
        `  ${remote.folder.padEnd(20)} ${live ? `${live.version} since ${live.since}` : 'dist/ (no deployed version)'}${kept.length ? `; kept: ${kept.join(', ')}` : ''}`,
      );
    }
  }
}

const [command, ...rest] = process.argv.slice(2);
const args = parseArgs(rest);
const commands = { deploy, promote, rollback, list };
if (!commands[command]) fail(`Unknown command ${command}: deploy, promote, rollback or list`);
Promise.resolve(commands[command](args)).catch((error) => fail(String(error?.stack ?? error)));
