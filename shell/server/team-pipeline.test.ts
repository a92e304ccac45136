/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CONTRACT_TESTS,
  defaultSince,
  journeyMap,
  journeyMapProblems,
  journeysGrep,
  journeysOf,
  mergeJourneys,
  packagesOf,
  packagesOfChanges,
  portsNamedIn,
  specFiles,
  specSources,
  teamPlan,
} from '../../scripts/pipeline.cjs';
import { remotes, root } from '../../scripts/registry.cjs';

const REMOTES = remotes();
const MAP = journeyMap();

describe("the journeys' map (journeys.json)", () => {
  it('maps every journey of e2e/tests, and only those, each to packages', () => {
    expect(journeyMapProblems(MAP, specFiles(), REMOTES, specSources())).toEqual([]);
  });

  it('names a journey left out, a journey that is gone, an unknown name and an empty entry', () => {
    const map = {
      'a.spec.ts': ['favorites'],
      'gone.spec.ts': ['search'],
      'c.spec.ts': ['favourites'],
      'd.spec.ts': { slots: [], tests: { heart: [] } },
    };
    expect(
      journeyMapProblems(map, ['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'd.spec.ts'], REMOTES),
    ).toEqual([
      'b.spec.ts: not in journeys.json (map it to its slots)',
      'gone.spec.ts: no such journey in e2e/tests',
      'c.spec.ts: favourites is neither a slot of the registry nor a package',
      'c.spec.ts: maps to no package',
      'd.spec.ts: maps to no package',
    ]);
  });

  it('names a pattern of test titles that is broken, or that no title of its journey matches', () => {
    const map = {
      'a.spec.ts': { slots: ['search'], tests: { 'heart(': ['favorites'], hart: ['favorites'] } },
    };
    const sources = { 'a.spec.ts': "test('a heart pressed early is kept', ...)" };
    expect(journeyMapProblems(map, ['a.spec.ts'], REMOTES, sources)).toEqual([
      'a.spec.ts: heart( is not a regular expression',
      'a.spec.ts: no test title matches hart',
    ]);
  });

  const whole = (file: string) => ({ file, tests: null });
  const all = () => specFiles().map(whole);

  it("gives a remote the journeys of its slots, both providers of a shared slot theirs, and the shell's every journey", () => {
    expect(journeysOf('mf-favorites', MAP, REMOTES)).toContainEqual(whole('favorites.spec.ts'));
    const favorites = journeysOf('mf-favorites', MAP, REMOTES).map((journey) => journey.file);
    expect(favorites).not.toContain('holiday.spec.ts');
    expect(journeysOf('mf-holiday-enquiry', MAP, REMOTES)).toContainEqual(whole('holiday.spec.ts'));
    expect(journeysOf('mf-viewing-request', MAP, REMOTES)).toContainEqual(
      whole('appointments.spec.ts'),
    );
    expect(journeysOf('api', MAP, REMOTES)).toEqual(all());
    expect(journeysOf('shell', MAP, REMOTES)).toEqual(all());
  });

  it('gives a remote only the tests of a journey whose titles name it, others the whole file', () => {
    const map = {
      'a.spec.ts': {
        slots: ['search'],
        tests: { heart: ['favorites'], 'gallery|map': ['detail'] },
      },
    };
    expect(journeysOf('mf-favorites', map, REMOTES)).toEqual([
      { file: 'a.spec.ts', tests: ['heart'] },
    ]);
    expect(journeysOf('mf-search', map, REMOTES)).toEqual([whole('a.spec.ts')]);
    expect(journeysOf('mf-holiday', map, REMOTES)).toEqual([]);
  });
});

describe('mergeJourneys and journeysGrep', () => {
  it('takes a file once: whole if any selection takes it whole, else with every pattern', () => {
    expect(
      mergeJourneys([
        { file: 'b.spec.ts', tests: ['heart'] },
        'a.spec.ts',
        { file: 'b.spec.ts', tests: ['map', 'heart'] },
        { file: 'a.spec.ts', tests: ['map'] },
      ]),
    ).toEqual([
      { file: 'a.spec.ts', tests: null },
      { file: 'b.spec.ts', tests: ['heart', 'map'] },
    ]);
  });

  it("matches the title paths of a whole file's tests and of the chosen tests of another", () => {
    const grep = new RegExp(
      journeysGrep([
        { file: 'a.spec.ts', tests: null },
        { file: 'b.spec.ts', tests: ['heart|favourites'] },
      ]),
      'i',
    );
    expect(grep.test(' chromium a.spec.ts anything at all')).toBe(true);
    expect(grep.test(' chromium b.spec.ts on a phone a Heart pressed early')).toBe(true);
    expect(grep.test(' chromium b.spec.ts the map opens')).toBe(false);
    expect(grep.test(' chromium xa.spec.ts anything')).toBe(false);
    expect(grep.test(' chromium a_spec.ts anything')).toBe(false);
  });
});

describe('teamPlan', () => {
  it("runs a remote's own lint, types, jest project and build, the contract checks and its journeys", () => {
    expect(teamPlan(['mf-favorites'], ['favorites.spec.ts'], REMOTES)).toEqual({
      packages: ['mf-favorites'],
      lint: ['mf-favorites'],
      typecheck: ['mf-favorites'],
      unit: ['mf-favorites'],
      build: ['mf-favorites'],
      contracts: CONTRACT_TESTS,
      journeys: [{ file: 'favorites.spec.ts', tests: null }],
    });
  });

  it("leaves the contract checks to the shell's own tests, and out of the API's pipeline", () => {
    expect(teamPlan(['shell'], [], REMOTES).contracts).toEqual([]);
    expect(teamPlan(['api'], [], REMOTES).contracts).toEqual([]);
  });

  it('builds and unit-tests no e2e, orders packages as they depend, and refuses an unknown one', () => {
    const plan = teamPlan(['e2e', 'mf-detail', 'shared'], [], REMOTES);
    expect(plan.lint).toEqual(['shared', 'mf-detail', 'e2e']);
    expect(plan.unit).toEqual(['shared', 'mf-detail']);
    expect(plan.build).toEqual(['shared', 'mf-detail']);
    expect(() => teamPlan(['mf-nope'], [], REMOTES)).toThrow(/Unknown package mf-nope/);
  });
});

describe('packagesOfChanges', () => {
  const of = (...files: string[]) => packagesOfChanges(files, REMOTES);

  it('gives the remotes and the API whose files changed', () => {
    expect(of('mf-favorites/src/exposes/favorite-toggle.tsx')).toEqual({
      everything: null,
      packages: ['mf-favorites'],
      journeys: [],
    });
    expect(of('mf-detail/src/index.ts', 'api/src/server.ts', 'mf-favorites/routes.json')).toEqual({
      everything: null,
      packages: ['api', 'mf-detail', 'mf-favorites'],
      journeys: [],
    });
  });

  it("gives a changed journey with e2e's lint and types, and nothing for the documentation", () => {
    expect(of('e2e/tests/favorites.spec.ts', 'docs/architecture.md', 'README.md')).toEqual({
      everything: null,
      packages: ['e2e'],
      journeys: ['favorites.spec.ts'],
    });
    expect(of('docs/performance.md')).toEqual({ everything: null, packages: [], journeys: [] });
  });

  it.each([
    'shared/src/remote/contracts/search.ts',
    'server-kit/src/api-proxy.ts',
    'kit/src/form-kit/fields.tsx',
    'shell/server/main.ts',
    'remotes.json',
    'journeys.json',
    'config/markets.json',
    'package-lock.json',
    'package.json',
    'tsconfig.base.json',
    'scripts/build.mjs',
    'e2e/tests/fixtures.ts',
    'e2e/playwright.config.ts',
    'mf-unregistered/src/index.ts',
  ])('runs everything when %s changes', (file) => {
    const change = of('mf-favorites/src/index.ts', file);
    expect(change.everything).toContain(file);
  });
});

describe('defaultSince', () => {
  it("compares a branch with where it left main, else with HEAD's parent", () => {
    expect(defaultSince({ head: 'h', mergeBase: 'm', parent: 'p' })).toBe('m');
    expect(defaultSince({ head: 'h', mergeBase: 'h', parent: 'p' })).toBe('p');
    expect(defaultSince({ head: 'h', mergeBase: null, parent: 'p' })).toBe('p');
    expect(defaultSince({ head: 'h', mergeBase: null, parent: null })).toBeNull();
  });
});

describe('portsNamedIn', () => {
  it('collects the ports of the constants the journeys name, nested ones too', () => {
    const constants = {
      SITE_PORT: 3100,
      REDEPLOY_SITE_PORT: 3196,
      API_DOWN_SITE_PORT: 3190,
      SCALE_OUT: { proxyPort: 3160, sitePorts: { a: 3161 } },
      marketsFile: () => 'x',
    };
    const ports = portsNamedIn(
      'await page.goto(`${REDEPLOY_SITE_PORT}`); SCALE_OUT.proxyPort',
      constants,
    );
    expect([...ports].sort()).toEqual([3160, 3161, 3196]);
    expect(portsNamedIn('API_DOWN_SITE_PORTS', constants).size).toBe(0);
  });
});

describe('npm run test:team -- mf-favorites', () => {
  it("runs the favourites team's unit tests and no other remote's (its plan, as jest lists them)", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/test-team.mjs', '--dry-run', 'mf-favorites'],
      { cwd: root },
    );
    const files = stdout
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^\S+\.test\.tsx?$/.test(line));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file.split(path.sep)[0]).toBe('mf-favorites');
    const others = packagesOf(REMOTES).filter((pkg) => pkg !== 'mf-favorites' && pkg !== 'shell');
    for (const pkg of others) expect(stdout).not.toMatch(new RegExp(`\\b${pkg}/`));
    expect(stdout).toMatch(/^ {2}build: mf-favorites$/m);
    expect(stdout).toMatch(/^ {4}favorites\.spec\.ts$/m);
    expect(stdout).not.toMatch(/holiday\.spec\.ts/);
  });
});
