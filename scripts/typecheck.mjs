// Type-checks every package with the native TypeScript compiler (tsc 7), two at a time;
// `node scripts/typecheck.mjs mf-favorites shell` checks only those.
import path from 'node:path';
import { root, run } from './lib.mjs';
import pipeline from './pipeline.cjs';

const only = process.argv.slice(2);
const PACKAGES = pipeline.packagesOf().filter((pkg) => only.length === 0 || only.includes(pkg));

const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');

let failed = 0;
for (let i = 0; i < PACKAGES.length; i += 2) {
  const codes = await Promise.all(
    PACKAGES.slice(i, i + 2).map((pkg) =>
      run(process.execPath, [tsc, '-p', path.join(pkg, 'tsconfig.json')]),
    ),
  );
  failed += codes.filter((c) => c !== 0).length;
}
if (failed) {
  console.error(`type-check failed in ${failed} package(s)`);
  process.exit(1);
}
console.log(`type-check: ${only.length ? only.join(', ') : 'all packages'} clean`);
