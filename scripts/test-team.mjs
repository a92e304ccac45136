// A team's pipeline: `npm run test:team -- <package>...` lints (ESLint, Prettier), type-checks,
// runs the jest tests, builds that package alone, runs the checks of the slot contracts and the
// journeys that exercise its slots (journeys.json), and ends with the line `npm test` ends with,
// "tests: N passed, N failed". `npm run test:affected [-- --since <git ref>]` runs the pipelines
// of the packages a change touches, or `npm test` when it touches what every package shares.
// `--dry-run` prints the plan (with the test files jest would run) and runs nothing.
// The journeys run on one Playwright worker unless `--workers <n>` says otherwise: a team's few
// journeys finish sooner on this 2-core machine when Chromium does not compete with the servers
// (mf-favorites: 2.0 min on one worker, 2.5 min on two with an accessibility check timing out).
// What each step covers: scripts/pipeline.cjs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, root, run, testTally } from './lib.mjs';
import pipeline from './pipeline.cjs';
import registry from './registry.cjs';

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const remotes = registry.remotes();

/** The command line: packages, and the options with their values. */
function parseArgs(argv) {
  const options = { packages: [], dryRun: false, affected: false, since: null, workers: null };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '--dry-run') options.dryRun = true;
    else if (flag === '--affected') options.affected = true;
    else if (flag === '--since') options.since = value();
    else if (flag === '--workers') options.workers = value();
    else if (flag.startsWith('--')) fail(`Unknown option ${flag}`);
    else options.packages.push(argv[i]);
  }
  if (options.since === undefined) fail('--since needs a git reference');
  return options;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The change test:affected looks at: the files that differ between `since` (else
 * pipeline.defaultSince's reference) and the working tree, committed or not, and the files git
 * does not track yet (and does not ignore).
 */
function changedFiles(since) {
  const head = git(['rev-parse', 'HEAD']);
  const mergeBase = git(['merge-base', 'HEAD', 'main']);
  const parent = git(['rev-parse', '--verify', '--quiet', 'HEAD~1']);
  const ref = since ?? pipeline.defaultSince({ head, mergeBase, parent });
  if (ref === null) return { ref: null, files: null };
  const diff = git(['diff', '--name-only', '--no-renames', ref]);
  if (diff === null) fail(`git cannot compare with ${ref}`);
  const untracked = git(['ls-files', '--others', '--exclude-standard']) ?? '';
  const files = [...new Set([...diff.split('\n'), ...untracked.split('\n')])].filter(Boolean);
  return { ref, files };
}

/** The test files jest runs for these arguments, relative to the root. */
function jestFiles(args) {
  const result = spawnSync(bin('jest'), ['--listTests', ...args], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) fail(result.stderr);
  return result.stdout
    .split('\n')
    .filter((line) => path.isAbsolute(line))
    .map((file) => path.relative(root, file))
    .sort();
}

function printPlan(plan, dryRun) {
  const list = (items) => (items.length ? items.join(', ') : 'none');
  const provides = remotes
    .filter((remote) => plan.packages.includes(remote.folder))
    .flatMap(pipeline.slotsOf);
  console.log(`Pipeline of ${plan.packages.join(', ')}`);
  console.log(`  lint (ESLint, Prettier): ${list(plan.lint)}`);
  console.log(`  type-check (tsc 7): ${list(plan.typecheck)}`);
  console.log(`  unit tests (jest projects): ${list(plan.unit)}`);
  if (dryRun && plan.unit.length) {
    for (const file of jestFiles(['--selectProjects', ...plan.unit])) console.log(`    ${file}`);
  }
  console.log(`  build: ${list(plan.build)}`);
  console.log(
    `  contract checks${provides.length ? ` (slots provided: ${[...new Set(provides)].join(', ')})` : ''}: ${list(plan.contracts)}`,
  );
  console.log(`  journeys (${plan.journeys.length}):`);
  for (const { file, tests } of plan.journeys) {
    console.log(`    ${file}${tests ? ` (the tests matching /${tests.join('|')}/i)` : ''}`);
  }
}

/** Runs a plan's steps in order, stops at the first that fails; ends with the tests' line. */
async function runPlan(plan, workers) {
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-team-tests-'));
  const tally = testTally();
  const finish = (code) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `\npipeline of ${plan.packages.join(', ')}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
    );
    console.log(tally.line());
    process.exit(code);
  };
  const step = (name, code) => {
    if (code === 0) return;
    console.error(`\n${name} failed.`);
    finish(1);
  };

  step('ESLint', await run(bin('eslint'), [...plan.lint, '--max-warnings', '0']));
  step('Prettier', await run(bin('prettier'), ['--check', ...plan.lint, '--log-level', 'warn']));
  step('Type-check', await run(process.execPath, ['scripts/typecheck.mjs', ...plan.typecheck]));

  if (plan.unit.length) {
    const report = path.join(tmp, 'unit.json');
    const code = await run(bin('jest'), [
      '--ci',
      '--json',
      `--outputFile=${report}`,
      '--selectProjects',
      ...plan.unit,
    ]);
    tally.jest(report);
    // A pipeline runs its own packages' tests and no other team's.
    const ran = fs.existsSync(report)
      ? JSON.parse(fs.readFileSync(report, 'utf8')).testResults
      : [];
    const outside = ran
      .map((result) => path.relative(root, result.name))
      .filter((file) => !plan.unit.includes(file.split(path.sep)[0]));
    if (outside.length) console.error(`Unit tests outside ${plan.unit.join(', ')}: ${outside}`);
    step('Unit tests', outside.length ? 1 : code);
  }

  if (plan.build.length) {
    step('Build', await run(process.execPath, ['scripts/build.mjs', ...plan.build]));
  }

  if (plan.contracts.length) {
    const report = path.join(tmp, 'contracts.json');
    const code = await run(bin('jest'), [
      '--ci',
      '--json',
      `--outputFile=${report}`,
      '--runTestsByPath',
      ...plan.contracts,
    ]);
    tally.jest(report);
    step('Contract checks', code);
  }

  if (plan.journeys.length) {
    const report = path.join(tmp, 'e2e.json');
    const code = await run(
      bin('playwright'),
      ['test', '--config', 'e2e/playwright.team.config.ts', '--workers', workers ?? '1'],
      {
        env: {
          ...process.env,
          E2E_JOURNEYS: plan.journeys.map((journey) => journey.file).join(','),
          E2E_GREP: pipeline.journeysGrep(plan.journeys),
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      },
    );
    tally.playwright(report);
    step('End-to-end tests', code);
  }
  finish(0);
}

const options = parseArgs(process.argv.slice(2));
if (!options.dryRun) ensureInstalled();
let plan;
if (options.affected) {
  if (options.packages.length) fail('test:affected takes no package: it finds them');
  const { ref, files } = changedFiles(options.since);
  const change = files
    ? pipeline.packagesOfChanges(files, remotes)
    : { everything: 'no earlier commit to compare with', packages: [], journeys: [] };
  console.log(`Changes since ${ref ?? 'the first commit'}: ${files?.length ?? 'all'} file(s)`);
  for (const file of files ?? []) console.log(`  ${file}`);
  if (change.everything) {
    console.log(`Everything runs (npm test): ${change.everything}.`);
    if (options.dryRun) process.exit(0);
    process.exit((await run(process.execPath, ['scripts/test.mjs'])) ?? 1);
  }
  if (change.packages.length === 0) {
    console.log('No package touched: nothing to run.');
    console.log(testTally().line());
    process.exit(0);
  }
  const map = pipeline.journeyMap();
  const journeys = [
    ...change.packages
      .filter((pkg) => pkg !== 'e2e')
      .flatMap((pkg) => pipeline.journeysOf(pkg, map, remotes)),
    ...change.journeys,
  ];
  plan = pipeline.teamPlan(change.packages, journeys, remotes);
} else {
  if (options.packages.length === 0) {
    fail(`Usage: npm run test:team -- <package>... (${pipeline.packagesOf(remotes).join(', ')})`);
  }
  const map = pipeline.journeyMap();
  try {
    plan = pipeline.teamPlan(
      options.packages,
      options.packages.flatMap((pkg) => pipeline.journeysOf(pkg, map, remotes)),
      remotes,
    );
  } catch (error) {
    fail(error.message);
  }
}

printPlan(plan, options.dryRun);
if (!options.dryRun) await runPlan(plan, options.workers);
