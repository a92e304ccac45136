// Small helpers shared by the project's scripts (start, test, serve, typecheck, bench).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The Node.js the project runs on: the exact version in `.node-version` (one line, "24.22.3"),
 * installed from the npm registry as the platform's `node-<os>-<cpu>` package, which ships the
 * official binary in its tarball and needs no install script. The root package.json lists the
 * same packages as optional dependencies, so `node_modules/.bin/node` is that Node and every npm
 * script (whose PATH starts with node_modules/.bin) runs on it.
 */
const { majorOf, pinnedNodeVersion: readPinned } = createRequire(import.meta.url)(
  './node-runtime.cjs',
);
export const pinnedNodeVersion = readPinned();
const nodePackage = `node-${process.platform}-${process.arch}`;
const localNode = path.join(root, 'node_modules', '.bin', 'node');
/** A copy outside node_modules, used only to run the first `npm install` on the pinned Node. */
const bootstrapPrefix = path.join(root, '.node');
const bootstrapNode = path.join(bootstrapPrefix, 'node_modules', nodePackage, 'bin', 'node');

function nodeVersionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : undefined;
}

/** npm's own command-line script, to run npm with another Node than the one on PATH. */
function npmCli() {
  if (process.env.npm_execpath?.endsWith('.js')) return process.env.npm_execpath;
  const npm = spawnSync('npm', ['prefix', '-g'], { encoding: 'utf8' }).stdout.trim();
  return path.join(npm, 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');
}

function fail(message, status = 1) {
  console.error(message);
  process.exit(status);
}

/**
 * Installs the dependencies when node_modules is missing or older than package-lock.json, with
 * npm running on the pinned Node (so npm checks every dependency's `engines` against the Node
 * that will run it), then makes sure this script itself runs on the pinned Node: on an older one
 * (a fresh machine with Node 20) it runs the same script again on node_modules/.bin/node, with
 * that folder first on PATH so that child processes and `npx` find the same Node, and exits with
 * its code.
 * `npm install` rather than `npm ci`: the lockfile pins every version we use, but npm 11 leaves
 * some optional platform packages of a peer dependency (@rspack/binding-*, never used here) out
 * of it, and `npm ci` then refuses the lockfile.
 */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (!fresh) {
    let nodeForNpm = process.execPath;
    if (nodeVersionOf(process.execPath) !== pinnedNodeVersion) {
      nodeForNpm = nodeVersionOf(localNode) === pinnedNodeVersion ? localNode : bootstrapNode;
      if (nodeVersionOf(nodeForNpm) !== pinnedNodeVersion) {
        console.log(
          `Fetching Node.js ${pinnedNodeVersion} from the npm registry (${nodePackage})…`,
        );
        const fetched = spawnSync(
          'npm',
          [
            'install',
            '--prefix',
            bootstrapPrefix,
            '--no-save',
            '--no-package-lock',
            '--no-audit',
            '--no-fund',
            `${nodePackage}@${pinnedNodeVersion}`,
          ],
          { cwd: root, stdio: 'inherit' },
        );
        if (fetched.status !== 0 || nodeVersionOf(bootstrapNode) !== pinnedNodeVersion) {
          fail(`Could not fetch Node.js ${pinnedNodeVersion} as the npm package ${nodePackage}.`);
        }
      }
    }
    console.log(`Installing dependencies (npm install on Node.js ${pinnedNodeVersion})…`);
    const result = spawnSync(nodeForNpm, [npmCli(), 'install', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: `${path.dirname(nodeForNpm)}${path.delimiter}${process.env.PATH}`,
      },
    });
    if (result.status !== 0) fail('npm install failed', result.status ?? 1);
  }
  if (majorOf(process.version) >= majorOf(pinnedNodeVersion)) return;
  if (nodeVersionOf(localNode) !== pinnedNodeVersion) {
    fail(`node_modules/.bin/node is not Node.js ${pinnedNodeVersion}: run npm install again.`);
  }
  console.log(
    `This machine's Node.js is ${process.version}; the project runs on Node.js ` +
      `${pinnedNodeVersion} from node_modules/.bin/node (see .node-version).`,
  );
  const again = spawnSync(localNode, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(localNode)}${path.delimiter}${process.env.PATH}` },
  });
  process.exit(again.status ?? 1);
}

/** Waits until `url` answers OK, or fails after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The tests of a run, counted from its reports, and the line `npm test` and the teams' pipelines
 * end with: `tests: N passed, N failed`. `jest(file)` reads a report of `jest --json`,
 * `playwright(file)` one of Playwright's json reporter (a flaky journey, passed on retry, counts
 * as passed); a report that was not written counts nothing (its step fails on its exit code).
 */
export function testTally() {
  let passed = 0;
  let failed = 0;
  const count = (file, read) => {
    try {
      const [p, f] = read(JSON.parse(fs.readFileSync(file, 'utf8')));
      passed += p;
      failed += f;
    } catch {
      // no report written
    }
  };
  return {
    jest: (file) => count(file, (r) => [r.numPassedTests, r.numFailedTests]),
    playwright: (file) =>
      count(file, (r) => [r.stats.expected + (r.stats.flaky ?? 0), r.stats.unexpected]),
    line: () => `tests: ${passed} passed, ${failed} failed`,
  };
}
