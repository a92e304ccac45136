// Builds every package for production: `shared` and `kit` for Node (the servers and the API load
// them with the `agency-compiled` condition), the API, the shell's server and each team's server
// plugin with swc, then the front ends with webpack, two at a time (2-core machine). The remotes
// come from the registry (remotes.json). `node scripts/build.mjs shell mf-search` builds only those;
// `--servers` builds only the Node parts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const registry = require('./registry.cjs');
const REMOTES = registry.remotes();
const FRONT_ENDS = ['shell', ...REMOTES.map((remote) => remote.folder)];

function run(cmd, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`)),
    );
  });
}

function webpackBuild(pkg) {
  const webpack = require(path.join(root, 'node_modules/webpack'));
  const configFactory = require(path.join(root, pkg, 'webpack.config.cjs'));
  const config = configFactory({}, { mode: 'production' });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) {
        console.error(stats.toString({ all: false, errors: true, colors: false }));
        return reject(new Error(`webpack build of ${pkg} failed`));
      }
      if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true }));
      const compressed = precompress(path.join(root, pkg, 'dist'));
      console.log(
        `built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files precompressed)`,
      );
      resolve();
    });
  });
}

/** The files served compressed: text files. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to each compressible
 * file of a build folder (not the source maps), which the servers send as they are: brotli at
 * request time would cost about 10× the throughput. Returns the number of files compressed.
 */
export function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const body = fs.readFileSync(file);
    // Every text file, however small: one without its copies would be compressed at each request.
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * Compiles a folder of TypeScript to CommonJS for Node (tests and their snapshots left out); `config` is the .swcrc
 * (the api's: TypeScript; shared's and kit's swc-node.json: also TSX for their React modules. Not
 * named .swcrc there: swc-loader would then compile those sources as CommonJS in the webpack builds,
 * which defeats tree shaking).
 */
async function swcBuild(src, out, cwd, config = path.join(root, 'api/.swcrc')) {
  const swc = path.join(root, 'node_modules/.bin/swc');
  fs.rmSync(path.join(cwd, out), { recursive: true, force: true });
  await run(
    swc,
    [
      src,
      '-d',
      out,
      '--strip-leading-paths',
      '--copy-files',
      '--ignore',
      '**/*.test.ts,**/*.test.tsx,**/__snapshots__/**',
      '--config-file',
      config,
      '--quiet',
    ],
    cwd,
  );
}

async function main() {
  // `--servers`: only the Node parts (shared's Node build, the API, the site server and the teams'
  // server plugins), no webpack build (the development loop watches the front ends itself).
  const serversOnly = process.argv.includes('--servers');
  const only = process.argv.slice(2).filter((arg) => arg !== '--servers');
  const wanted = (name) => only.length === 0 || only.includes(name);
  // The API loads shared's pure rules at run time, as the servers load the rest of shared.
  if (wanted('shared') || wanted('shell') || wanted('api')) {
    await swcBuild(
      'src',
      'dist-node',
      path.join(root, 'shared'),
      path.join(root, 'shared/swc-node.json'),
    );
  }
  // The servers' own package (request ids, proxies, metrics, the teams' API proxy), for the API,
  // the site server and the teams' server plugins.
  if (wanted('server-kit') || wanted('shell') || wanted('api')) {
    await swcBuild(
      'src',
      'dist-node',
      path.join(root, 'server-kit'),
      path.join(root, 'server-kit/swc-node.json'),
    );
  }
  if (wanted('kit') || wanted('shell') || wanted('api')) {
    await swcBuild(
      'src',
      'dist-node',
      path.join(root, 'kit'),
      path.join(root, 'kit/swc-node.json'),
    );
  }
  // A team's form schemas (`src/forms`, its package subpath `<folder>/forms`), which its own
  // server loads at run time, are built on the API's contract (`api/contract`, api/src/contract),
  // which they and server-kit's API proxy load as they load shared: compiled with the API, or alone when
  // only the servers that load it are built.
  const formRemotes = REMOTES.filter((r) => fs.existsSync(path.join(root, r.folder, 'src/forms')));
  const contractUsers = ['server-kit', 'shell', ...formRemotes.map((r) => r.folder)];
  if (!wanted('api') && contractUsers.some(wanted)) {
    await swcBuild('contract', '../dist/contract', path.join(root, 'api/src'));
  }
  for (const remote of formRemotes) {
    if (wanted('shell') || wanted(remote.folder)) {
      await swcBuild(
        'forms',
        '../dist-node/forms',
        path.join(root, remote.folder, 'src'),
        path.join(root, 'shared/swc-node.json'),
      );
    }
  }
  if (wanted('api')) await swcBuild('src', 'dist', path.join(root, 'api'));
  if (wanted('shell')) await swcBuild('server', 'dist-server', path.join(root, 'shell'));
  for (const remote of REMOTES.filter((r) => r.server && wanted(r.folder))) {
    await swcBuild('server', 'dist-server', path.join(root, remote.folder));
  }
  if (serversOnly) return;
  const fronts = FRONT_ENDS.filter(wanted);
  for (let i = 0; i < fronts.length; i += 2) {
    await Promise.all(fronts.slice(i, i + 2).map(webpackBuild));
  }
}

// Run as a script (not imported for precompress, as the deploy does).
if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
