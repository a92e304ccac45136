// `npm test`: installs what is missing, then lints (ESLint, Prettier), type-checks every package,
// runs the unit tests (jest), builds the site and runs the end-to-end tests (Playwright in
// Chromium) against it. Ends with one line "tests: N passed, N failed".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, root, run, testTally } from './lib.mjs';

ensureInstalled();
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-tests-'));

function step(name, code) {
  if (code !== 0) {
    console.error(`\n${name} failed.`);
    summary();
    process.exit(1);
  }
}

const tally = testTally();
function summary() {
  console.log(`\n${tally.line()}`);
}

step('ESLint', await run(bin('eslint'), ['.', '--max-warnings', '0']));
step('Prettier', await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']));
step('Type-check', await run(process.execPath, ['scripts/typecheck.mjs']));

const jestReport = path.join(tmp, 'jest.json');
const jestCode = await run(bin('jest'), ['--ci', '--json', `--outputFile=${jestReport}`]);
tally.jest(jestReport);
step('Unit tests', jestCode);

step('Build', await run(process.execPath, ['scripts/build.mjs']));

const e2eReport = path.join(tmp, 'e2e.json');
const e2eCode = await run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
tally.playwright(e2eReport);
step('End-to-end tests', e2eCode);
summary();
