// Builds every package for production: the API and the shell's server with swc, then the
// front ends with webpack, two at a time (2-core machine). `node scripts/build.mjs shell` builds one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const FRONT_ENDS = ['shell', 'mf-search', 'mf-detail', 'mf-favorites'];

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
      console.log(`built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

async function swcBuild(src, out, cwd) {
  const swc = path.join(root, 'node_modules/.bin/swc');
  await run(
    swc,
    [
      src,
      '-d',
      out,
      '--strip-leading-paths',
      '--config-file',
      path.join(root, 'api/.swcrc'),
      '--quiet',
    ],
    cwd,
  );
}

async function main() {
  const only = process.argv.slice(2);
  const wanted = (name) => only.length === 0 || only.includes(name);
  if (wanted('api')) await swcBuild('src', 'dist', path.join(root, 'api'));
  if (wanted('shell')) await swcBuild('server', 'dist-server', path.join(root, 'shell'));
  const fronts = FRONT_ENDS.filter(wanted);
  for (let i = 0; i < fronts.length; i += 2) {
    await Promise.all(fronts.slice(i, i + 2).map(webpackBuild));
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
