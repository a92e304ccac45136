// Sums a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) by where the time went: the
// self time of each function (name and file:line) and of each file or package, largest first.
// Usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [rows, default 30] [skip seconds]
// (skip: leave out the first seconds of the profile, the process's start and warm-up).
// docs/performance.md says how the site server's renders are profiled with it.
import fs from 'node:fs';

const [file, rowsArg, skipArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-profile-summary.mjs <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

// Each sample's time is the gap to the next one (timeDeltas, µs), given to the node sampled.
const selfUs = new Map();
const skipUs = Number(skipArg ?? 0) * 1e6;
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at < skipUs) return;
  const delta = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});

/**
 * Where a script is: its package under node_modules, a build's folder (shell/dist-ssr,
 * mf-search/dist-server...) or its path; '(native)' for V8's own frames.
 */
function placeOf(url) {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules) return inModules[1];
  const build = /([^/]+\/dist[^/]*\/[^/]+)$/.exec(path);
  if (build) return build[1];
  return path;
}

const byFunction = new Map();
const byPlace = new Map();
let total = 0;
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  if (!us) continue;
  total += us;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = placeOf(url);
  const name = `${functionName || '(anonymous)'}  ${url ? `${place}:${lineNumber + 1}` : place}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(
      `  ${(us / 1000).toFixed(1).padStart(9)} ms ${((us / total) * 100).toFixed(1).padStart(5)} %  ${name}`,
    );
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print('Self time by file or package', byPlace);
print('Self time by function', byFunction);
