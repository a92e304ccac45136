// `npm test`: installs what is missing, then lints (ESLint, Prettier), type-checks every package,
// runs the unit tests (jest), builds the site and runs the end-to-end tests (Playwright in
// Chromium) against it. Ends with one line "tests: N passed, N failed".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, root, run } from './lib.mjs';

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

let passed = 0;
let failedTests = 0;
function count(file, read) {
  try {
    const [p, f] = read(JSON.parse(fs.readFileSync(file, 'utf8')));
    passed += p;
    failedTests += f;
  } catch {
    // no report written
  }
}
function summary() {
  console.log(`\ntests: ${passed} passed, ${failedTests} failed`);
}

step('ESLint', await run(bin('eslint'), ['.', '--max-warnings', '0']));
step('Prettier', await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']));
step('Type-check', await run(process.execPath, ['scripts/typecheck.mjs']));

const jestReport = path.join(tmp, 'jest.json');
const jestCode = await run(bin('jest'), ['--ci', '--json', `--outputFile=${jestReport}`]);
count(jestReport, (r) => [r.numPassedTests, r.numFailedTests]);
step('Unit tests', jestCode);

step('Build', await run(process.execPath, ['scripts/build.mjs']));

const e2eReport = path.join(tmp, 'e2e.json');
const e2eCode = await run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
});
count(e2eReport, (r) => [r.stats.expected + (r.stats.flaky ?? 0), r.stats.unexpected]);
step('End-to-end tests', e2eCode);
summary();
