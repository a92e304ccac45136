/**
 * A team's pipeline, and the packages a change touches: what `npm run test:team` and
 * `npm run test:affected` run (scripts/test-team.mjs). Everything comes from the registry of
 * remotes (remotes.json: which remote provides which slot) and the journeys' map beside it
 * (journeys.json: the slots, or the packages, each Playwright journey of e2e/tests exercises).
 * The functions below take what they read as arguments, so the tests give them their own.
 */
const fs = require('node:fs');
const path = require('node:path');
const registry = require('./registry.cjs');

const root = registry.root;

/** The packages that are neither a remote nor shared by all: each has a pipeline of its own. */
const OWN_PACKAGES = ['api', 'e2e'];

/**
 * The checks of the slot contracts (shared/remote `SlotContracts`) that run in the pipeline of a
 * package that provides or consumes slots: the registry against the contracts (every module of
 * a provider's slots exposed, of the contract's kind, its file present, each page routed) and the
 * markets' compositions against the registry (every slot filled by a provider of that slot). The
 * props are checked by type-check: each exposing file `satisfies ExposedComponent<'slot/Module'>`
 * and each `FederatedFragment` a consumer renders is typed by the contract.
 */
const CONTRACT_TESTS = ['shell/server/registry.test.ts', 'shell/server/markets.test.ts'];

/**
 * The repository's packages in dependency order (shared, server-kit, kit, api, the remotes of the
 * registry, shell, e2e): the folders that type-check and `npm test` go through.
 * @param {{ folder: string }[]} remotes the registry's remotes
 * @returns {string[]}
 */
function packagesOf(remotes = registry.remotes()) {
  return [
    'shared',
    'server-kit',
    'kit',
    'api',
    ...remotes.map((remote) => remote.folder),
    'shell',
    'e2e',
  ];
}

/**
 * The journeys' map (journeys.json): each spec file of e2e/tests to what it exercises, either a
 * list of slots and packages (the whole file), or `{ slots, tests }` where `slots` takes the
 * whole file and `tests` maps a pattern of test titles (a case-insensitive regular expression,
 * matched against the describe blocks' and the test's titles) to the slots and packages that only
 * those tests exercise.
 * @returns {Record<string, string[] | { slots?: string[], tests?: Record<string, string[]> }>}
 */
function journeyMap() {
  return JSON.parse(fs.readFileSync(path.join(root, 'journeys.json'), 'utf8')).journeys;
}

/** The journeys of the repository: the names of the `*.spec.ts` files of e2e/tests, sorted. */
function specFiles() {
  return fs
    .readdirSync(path.join(root, 'e2e', 'tests'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort();
}

/** The text of each journey of e2e/tests, by file name. */
function specSources(specs = specFiles()) {
  return Object.fromEntries(
    specs.map((file) => [file, fs.readFileSync(path.join(root, 'e2e', 'tests', file), 'utf8')]),
  );
}

/** The slots a remote provides (its exposes' slots), once each, in registry order. */
function slotsOf(remote) {
  return [...new Set(Object.values(remote.exposes).map((entry) => entry.slot))];
}

/** A map entry in its long form: `{ slots, tests }`. */
function entryOf(value) {
  if (Array.isArray(value)) return { slots: value, tests: {} };
  return { slots: value?.slots ?? [], tests: value?.tests ?? {} };
}

/**
 * The packages one journey (or some of its tests) exercises: the providers of each slot it names
 * (a slot with two providers, chosen per market, gives both), and each package it names itself.
 * @param {string[]} tokens slots and package folders
 * @returns {string[]} package folders, without repeats; unknown tokens give nothing
 */
function packagesOfJourney(tokens, remotes) {
  const known = new Set(packagesOf(remotes));
  const found = new Set();
  for (const token of tokens) {
    if (known.has(token)) found.add(token);
    for (const remote of remotes) if (slotsOf(remote).includes(token)) found.add(remote.folder);
  }
  return [...found];
}

/**
 * What is wrong with the journeys' map, one sentence each (none: an empty list): a journey of
 * e2e/tests that it leaves out, an entry for no such journey, a name that is neither a slot of
 * the registry nor a package, an entry that comes to no package, a pattern of test titles that is
 * no regular expression or that nothing in its journey's text matches.
 * @param {Record<string, unknown>} map journeys.json's `journeys`
 * @param {string[]} specs the spec files of e2e/tests
 * @param {Record<string, string>} sources the spec files' text, by name
 */
function journeyMapProblems(map, specs, remotes, sources = {}) {
  const problems = [];
  const slots = new Set(remotes.flatMap(slotsOf));
  const known = new Set(packagesOf(remotes));
  for (const spec of specs) {
    if (!(spec in map)) problems.push(`${spec}: not in journeys.json (map it to its slots)`);
  }
  for (const [file, value] of Object.entries(map)) {
    if (!specs.includes(file)) problems.push(`${file}: no such journey in e2e/tests`);
    const { slots: whole, tests } = entryOf(value);
    const lists = [whole, ...Object.values(tests)];
    if (!lists.every(Array.isArray)) {
      problems.push(`${file}: its entry is not made of lists of slots and packages`);
      continue;
    }
    for (const token of lists.flat()) {
      if (!slots.has(token) && !known.has(token)) {
        problems.push(`${file}: ${token} is neither a slot of the registry nor a package`);
      }
    }
    if (packagesOfJourney(lists.flat(), remotes).length === 0) {
      problems.push(`${file}: maps to no package`);
    }
    for (const pattern of Object.keys(tests)) {
      let matcher;
      try {
        matcher = new RegExp(pattern, 'i');
      } catch {
        problems.push(`${file}: ${pattern} is not a regular expression`);
        continue;
      }
      if (file in sources && !matcher.test(sources[file])) {
        problems.push(`${file}: no test title matches ${pattern}`);
      }
    }
  }
  return problems;
}

/**
 * The journeys of one package's pipeline: for a remote, the journeys whose whole file exercises a
 * slot it provides (or names it), and the tests of the others whose patterns do; for any other
 * package (shared, kit, api, shell, e2e), every journey, since every page goes through it.
 * @returns {{ file: string, tests: string[] | null }[]} by file name; `tests` the patterns of
 *   the titles to run, null for the whole file
 */
function journeysOf(pkg, map, remotes) {
  const isRemote = remotes.some((remote) => remote.folder === pkg);
  const selected = [];
  for (const file of Object.keys(map).sort()) {
    const { slots, tests } = entryOf(map[file]);
    if (!isRemote || packagesOfJourney(slots, remotes).includes(pkg)) {
      selected.push({ file, tests: null });
      continue;
    }
    const patterns = Object.keys(tests).filter((pattern) =>
      packagesOfJourney(tests[pattern], remotes).includes(pkg),
    );
    if (patterns.length) selected.push({ file, tests: patterns });
  }
  return selected;
}

/**
 * One selection of journeys from several: a file once, whole when any selection takes it whole,
 * else with every pattern of every selection. Takes file names too (whole files).
 * @param {({ file: string, tests: string[] | null } | string)[]} journeys
 * @returns {{ file: string, tests: string[] | null }[]} by file name
 */
function mergeJourneys(journeys) {
  const byFile = new Map();
  for (const journey of journeys) {
    const { file, tests } = typeof journey === 'string' ? { file: journey, tests: null } : journey;
    const earlier = byFile.get(file);
    if (earlier === undefined) byFile.set(file, tests && [...tests]);
    else if (earlier !== null) byFile.set(file, tests && [...new Set([...earlier, ...tests])]);
  }
  return [...byFile.keys()].sort().map((file) => ({ file, tests: byFile.get(file) }));
}

/**
 * The pattern Playwright's `grep` takes to run a selection of journeys, matched against a test's
 * title path ("chromium favorites.spec.ts <describe titles> <title>"): any test of a whole file,
 * the tests whose titles match one of its patterns in the others. Case-insensitive.
 * @param {{ file: string, tests: string[] | null }[]} journeys
 * @returns {string} the regular expression's source
 */
function journeysGrep(journeys) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return journeys
    .map(({ file, tests }) =>
      tests ? `(?: ${escape(file)} .*(?:${tests.join('|')}))` : `(?: ${escape(file)} )`,
    )
    .join('|');
}

/**
 * What a pipeline of `packages` runs, step by step (scripts/test-team.mjs runs it, or prints it
 * with --dry-run): ESLint and Prettier on their folders, type-check of each, the jest projects
 * of each (e2e has none), the build of each (e2e has none), the contract checks when a package
 * provides or consumes slots (the remotes, shared which holds the contracts, shell which composes
 * them) unless its unit tests already hold them, and the journeys.
 * @param {string[]} packages package folders (packagesOf), in any order
 * @param {({ file: string, tests: string[] | null } | string)[]} journeys the journeys to run
 *   (journeysOf), or whole spec files of e2e/tests
 * @returns {{ packages: string[], lint: string[], typecheck: string[], unit: string[],
 *   build: string[], contracts: string[], journeys: { file: string, tests: string[] | null }[] }}
 *   the packages' lists in dependency order, the journeys merged (mergeJourneys)
 * @throws {Error} naming a package that is not one of the repository's
 */
function teamPlan(packages, journeys, remotes) {
  const all = packagesOf(remotes);
  const unknown = packages.filter((pkg) => !all.includes(pkg));
  if (unknown.length) {
    throw new Error(`Unknown package ${unknown.join(', ')}: one of ${all.join(', ')}`);
  }
  const ordered = all.filter((pkg) => packages.includes(pkg));
  const withCode = ordered.filter((pkg) => pkg !== 'e2e');
  const slotted = ordered.some((pkg) => !OWN_PACKAGES.includes(pkg) && pkg !== 'kit');
  return {
    packages: ordered,
    lint: ordered,
    typecheck: ordered,
    unit: withCode,
    build: withCode,
    contracts: slotted && !withCode.includes('shell') ? CONTRACT_TESTS : [],
    journeys: mergeJourneys(journeys),
  };
}

/**
 * The packages a change touches, from the files it changes (paths from the repository's root, as
 * `git diff --name-only` gives them):
 * - a file of a registered remote, or of api: that package, but for the API's contract
 *   (api/src/contract), which the teams' forms, kit and shared's servers build on: everything;
 * - a journey (e2e/tests/*.spec.ts): e2e's lint and type-check, and that journey (`journeys`);
 * - the documentation (docs/, a Markdown file at the root): nothing;
 * - anything else (shared, kit, shell, the registry, the journeys' map, config/, scripts/, root
 *   configuration, the lockfile, e2e's fixtures and servers, a package the registry lacks):
 *   everything, `npm test`, with the first such file as `everything`'s reason.
 * @param {string[]} files changed files
 * @returns {{ everything: string | null, packages: string[], journeys: string[] }}
 */
function packagesOfChanges(files, remotes) {
  const folders = new Set(remotes.map((remote) => remote.folder));
  const packages = new Set();
  const journeys = new Set();
  for (const file of files) {
    const [top] = file.split('/');
    const spec = /^e2e\/tests\/([^/]+\.spec\.ts)$/.exec(file);
    if (file.startsWith('api/src/contract/')) {
      return { everything: `${file} is the API's contract`, packages: [], journeys: [] };
    }
    if (folders.has(top) || OWN_PACKAGES.includes(top)) {
      if (top !== 'e2e') packages.add(top);
      else if (spec) {
        packages.add('e2e');
        journeys.add(spec[1]);
      } else return { everything: `${file} is shared by the journeys`, packages: [], journeys: [] };
    } else if (top === 'docs' || (!file.includes('/') && file.endsWith('.md'))) {
      // documentation: nothing to run
    } else {
      return { everything: `${file} is shared by every package`, packages: [], journeys: [] };
    }
  }
  const order = packagesOf(remotes);
  return {
    everything: null,
    packages: order.filter((pkg) => packages.has(pkg)),
    journeys: [...journeys].sort(),
  };
}

/**
 * The git reference test:affected compares with when none is given: where the branch left main
 * (their merge base), or, on main itself or without a main, the commit before HEAD, so the last
 * commit and what is not committed yet count as the change.
 * @param {{ head: string, mergeBase: string | null, parent: string | null }} refs commit ids:
 *   HEAD, its merge base with main (null without a main), HEAD's first parent (null for a first
 *   commit)
 * @returns {string | null} the reference, or null when there is none (a repository's first
 *   commit: everything is new)
 */
function defaultSince({ head, mergeBase, parent }) {
  if (mergeBase && mergeBase !== head) return mergeBase;
  return parent;
}

/**
 * The ports named by the journeys' sources: the values of each exported constant (a number, or
 * an object of numbers such as the scale-out deployment's ports) whose name appears in them. The
 * journeys' configuration starts the servers beside the site only for journeys that name their
 * port.
 * @param {string} sources the spec files' text
 * @param {Record<string, unknown>} constants the module of the servers' ports (e2e markets-file)
 * @returns {Set<number>}
 */
function portsNamedIn(sources, constants) {
  const ports = new Set();
  const collect = (value) => {
    if (typeof value === 'number') ports.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const [name, value] of Object.entries(constants)) {
    if (typeof value !== 'function' && new RegExp(`\\b${name}\\b`).test(sources)) collect(value);
  }
  return ports;
}

module.exports = {
  CONTRACT_TESTS,
  packagesOf,
  journeyMap,
  specFiles,
  specSources,
  slotsOf,
  packagesOfJourney,
  journeyMapProblems,
  journeysOf,
  mergeJourneys,
  journeysGrep,
  teamPlan,
  packagesOfChanges,
  defaultSince,
  portsNamedIn,
};
