/**
 * @jest-environment node
 */
/**
 * Versioned deployments as the site server reads them (scripts/deployments.cjs and
 * deployments.ts), the deploy gate's manifest checks (scripts/deploy-checks.cjs), and the serving
 * of a remote's versions by its static server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  applyPointers,
  buildHash,
  prune,
  readPointers,
  rollBack,
  setLive,
  versionFor,
  versionsOf,
  watchPointers,
  writePointers,
  type Pointers,
} from '../../scripts/deployments.cjs';
import { exposeProblems, sharedProblems } from '../../scripts/deploy-checks.cjs';
import { deployedMarkets } from './deployments';
import type { MarketsFile } from './markets';
import { buildRemoteServer } from './server';
import { serverRemotesOf } from './composition';

const remotes = [
  { name: 'favorites', folder: 'mf-favorites' },
  { name: 'search', folder: 'mf-search' },
];
const locations = [
  { name: 'favorites', url: 'http://localhost:3003' },
  { name: 'search', url: 'http://localhost:3001/' },
];
const markets: MarketsFile = {
  markets: [
    {
      name: 'zonneveld',
      hostnames: ['localhost'],
      slots: { favorites: 'favorites', search: 'search' },
    },
    {
      name: 'ardennes',
      hostnames: ['ardennes.localhost'],
      slots: { favorites: 'favorites', search: { provider: 'search', url: 'https://cdn.example' } },
    },
  ],
};

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'deployments-'));

/** A build folder with the given files (name to content). */
function buildFolder(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('versions', () => {
  it('numbers versions in deploy order by counter and content hash, one version per content', () => {
    const dir = tempDir();
    const hashA = buildHash(buildFolder({ 'remoteEntry.js': 'a', 'server/remoteEntry.js': 'x' }));
    const hashB = buildHash(buildFolder({ 'remoteEntry.js': 'b', 'server/remoteEntry.js': 'x' }));
    expect(hashA).toMatch(/^[0-9a-f]{10}$/);
    expect(hashB).not.toBe(hashA);
    expect(versionFor(dir, 'mf-favorites', hashA)).toEqual({
      version: `0001-${hashA}`,
      exists: false,
    });
    fs.mkdirSync(path.join(dir, 'mf-favorites', `0001-${hashA}`), { recursive: true });
    expect(versionFor(dir, 'mf-favorites', hashB).version).toBe(`0002-${hashB}`);
    expect(versionFor(dir, 'mf-favorites', hashA)).toEqual({
      version: `0001-${hashA}`,
      exists: true,
    });
  });

  it('keeps the newest five and every version a pointer names, removes the others', () => {
    const dir = tempDir();
    const all = Array.from({ length: 8 }, (_, i) => `000${i + 1}-${'a'.repeat(9)}${i}`);
    for (const version of all)
      fs.mkdirSync(path.join(dir, 'mf-favorites', version), { recursive: true });
    const pointers: Pointers = { markets: {} };
    setLive(pointers, 'ardennes', 'mf-favorites', all[0]!, 't1');
    setLive(pointers, 'ardennes', 'mf-favorites', all[1]!, 't2');
    expect(prune(dir, 'mf-favorites', pointers)).toEqual([all[2]]);
    expect(versionsOf(dir, 'mf-favorites')).toEqual([all[0], all[1], ...all.slice(3)]);
  });
});

describe('pointers', () => {
  it('moves a market to a version, remembers the one before and rolls back to it', () => {
    const pointers: Pointers = { markets: {} };
    expect(setLive(pointers, 'ardennes', 'mf-favorites', '0001-aaaaaaaaaa', 't1')).toBe(true);
    expect(setLive(pointers, 'ardennes', 'mf-favorites', '0001-aaaaaaaaaa', 't2')).toBe(false);
    setLive(pointers, 'ardennes', 'mf-favorites', '0002-bbbbbbbbbb', 't3');
    expect(pointers.markets.ardennes?.['mf-favorites']).toEqual({
      version: '0002-bbbbbbbbbb',
      since: 't3',
      history: [
        { version: null, since: null },
        { version: '0001-aaaaaaaaaa', since: 't1' },
      ],
    });
    expect(rollBack(pointers, 'ardennes', 'mf-favorites', 't4')).toEqual({
      from: '0002-bbbbbbbbbb',
      to: '0001-aaaaaaaaaa',
    });
    expect(pointers.markets.ardennes?.['mf-favorites']?.since).toBe('t4');
    // Back to the dist/ build: no pointer left; then nothing earlier.
    expect(rollBack(pointers, 'ardennes', 'mf-favorites', 't5').to).toBeNull();
    expect(pointers.markets.ardennes?.['mf-favorites']).toBeUndefined();
    expect(() => rollBack(pointers, 'ardennes', 'mf-favorites', 't6')).toThrow(
      'mf-favorites has no earlier version in market ardennes to roll back to',
    );
  });

  it('writes the pointers whole and reads them back; none: no markets', () => {
    const dir = tempDir();
    expect(readPointers(dir)).toEqual({ markets: {} });
    const pointers: Pointers = { markets: {} };
    setLive(pointers, 'zonneveld', 'mf-search', '0001-aaaaaaaaaa', 't1');
    writePointers(dir, pointers);
    expect(readPointers(dir)).toEqual(pointers);
    expect(fs.readdirSync(dir)).toEqual(['pointers.json']);
  });

  it('is read again when the file changes, and a broken file keeps the last good pointers', () => {
    const dir = tempDir();
    const errors: string[] = [];
    let clock = 0;
    const read = watchPointers(
      dir,
      500,
      { error: (line: string) => errors.push(line) },
      () => clock,
    );
    expect(read()).toEqual({ markets: {} });
    const pointers: Pointers = { markets: {} };
    setLive(pointers, 'ardennes', 'mf-favorites', '0001-aaaaaaaaaa', 't1');
    writePointers(dir, pointers);
    clock += 100;
    expect(read()).toEqual({ markets: {} });
    clock += 500;
    expect(read()).toEqual(pointers);
    fs.writeFileSync(path.join(dir, 'pointers.json'), '{ broken');
    clock += 500;
    expect(read()).toEqual(pointers);
    expect(errors[0]).toMatch(/^Deployment pointers not applied/);
  });
});

describe('the markets with the live versions', () => {
  const pointers: Pointers = { markets: {} };
  setLive(pointers, 'ardennes', 'mf-favorites', '0002-bbbbbbbbbb', 't1');
  setLive(pointers, 'ardennes', 'mf-search', '0001-aaaaaaaaaa', 't1');

  it("loads a live version from its folder under the remote's base URL, in its market only", () => {
    const applied = applyPointers(markets, pointers, remotes, locations);
    expect(applied.markets[0]).toBe(markets.markets[0]);
    expect(applied.markets[1]?.slots).toEqual({
      favorites: { provider: 'favorites', url: 'http://localhost:3003/v/0002-bbbbbbbbbb' },
      // A provider the markets file places elsewhere stays there.
      search: { provider: 'search', url: 'https://cdn.example' },
    });
  });

  it('is made again only when the markets or the pointers change', () => {
    let file = markets;
    let live: Pointers = { markets: {} };
    const read = deployedMarkets(
      () => file,
      () => live,
      remotes,
      locations,
    );
    const before = read();
    expect(read()).toBe(before);
    live = pointers;
    const after = read();
    expect(after).not.toBe(before);
    expect(read()).toBe(after);
    file = { markets: [...markets.markets] };
    expect(read()).not.toBe(after);
  });

  it("renders a live version on the server from that version's server build", () => {
    expect(
      serverRemotesOf(
        {
          remotes: {
            favorites: 'http://localhost:3003/v/0002-bbbbbbbbbb/remoteEntry.js',
            search: 'http://localhost:3001/remoteEntry.js',
            holiday: 'https://cdn.example/v/0001-aaaaaaaaaa/remoteEntry.js',
          },
        },
        [...locations, { name: 'holiday', url: 'http://localhost:3005' }],
      ),
    ).toEqual({
      favorites: 'http://localhost:3003/v/0002-bbbbbbbbbb/server/remoteEntry.js',
      search: 'http://localhost:3001/server/remoteEntry.js',
    });
  });
});

describe("a remote's static server", () => {
  it('serves its deployed versions, every file kept a year, beside its dist/ build', async () => {
    const dist = buildFolder({ 'remoteEntry.js': 'dist entry' });
    const versions = path.join(tempDir(), 'mf-favorites');
    const server = await buildRemoteServer(dist, versions);
    fs.mkdirSync(path.join(versions, '0001-aaaaaaaaaa', 'server'), { recursive: true });
    fs.writeFileSync(path.join(versions, '0001-aaaaaaaaaa', 'remoteEntry.js'), 'v1 entry');
    fs.writeFileSync(path.join(versions, '0001-aaaaaaaaaa', 'server', 'remoteEntry.js'), 'v1');
    try {
      const distEntry = await server.inject('/remoteEntry.js');
      expect(distEntry.body).toBe('dist entry');
      expect(distEntry.headers['cache-control']).toBe('no-cache');
      for (const [url, body] of [
        ['/v/0001-aaaaaaaaaa/remoteEntry.js', 'v1 entry'],
        ['/v/0001-aaaaaaaaaa/server/remoteEntry.js', 'v1'],
      ]) {
        const answer = await server.inject(url!);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(body);
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(answer.headers['access-control-allow-origin']).toBe('*');
      }
      expect((await server.inject('/v/0002-bbbbbbbbbb/remoteEntry.js')).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('the gate, from the manifest', () => {
  const remote = {
    name: 'favorites',
    exposes: {
      FavoritesPage: { slot: 'favorites' },
      FavoritesCount: { slot: 'favorites' },
    },
  };

  it('names every module of its slots the manifest does not expose, and a wrong remote name', () => {
    expect(
      exposeProblems(
        { name: 'favorites', exposes: [{ name: 'FavoritesPage' }, { name: 'FavoritesCount' }] },
        remote,
      ),
    ).toEqual([]);
    expect(
      exposeProblems({ name: 'search', exposes: [{ name: 'FavoritesPage' }] }, remote),
    ).toEqual([
      'its manifest names the remote search, not favorites',
      'its manifest does not expose FavoritesCount, a module of the slot favorites',
    ]);
  });

  it("refuses a shared module whose required version the live shell's does not satisfy", () => {
    const shell = {
      shared: [
        { name: 'shared/api', version: '1.0.0' },
        { name: 'react', version: '19.3.1' },
      ],
    };
    expect(
      sharedProblems(
        {
          shared: [
            { name: 'shared/api', version: '1.0.0', requiredVersion: '^1.0.0' },
            { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
            // Not provided by the shell: the build brings its own copy.
            { name: 'kit/gallery', version: '3.0.0', requiredVersion: '^3.0.0' },
          ],
        },
        shell,
      ),
    ).toEqual([]);
    expect(
      sharedProblems(
        { shared: [{ name: 'shared/api', version: '2.0.0', requiredVersion: '^2.0.0' }] },
        shell,
      ),
    ).toEqual([
      'it was built against shared/api 2.0.0 and requires ^2.0.0; the live shell provides 1.0.0',
    ]);
  });

  it('refuses a remote built against a newer major of shared or kit than the live shell has', () => {
    // The versions and requirements as webpack.common.cjs writes them: `^` the package's version.
    const shell = {
      shared: [
        { name: 'shared/routes', version: '1.4.0' },
        { name: 'kit/ui', version: '1.2.0' },
      ],
    };
    const built = (shared: string, kit: string) => ({
      shared: [
        { name: 'shared/routes', version: shared, requiredVersion: `^${shared}` },
        { name: 'kit/ui', version: kit, requiredVersion: `^${kit}` },
      ],
    });
    expect(sharedProblems(built('1.0.0', '1.2.0'), shell)).toEqual([]);
    expect(sharedProblems(built('2.0.0', '1.0.0'), shell)).toEqual([
      'it was built against shared/routes 2.0.0 and requires ^2.0.0; the live shell provides 1.4.0',
    ]);
    expect(sharedProblems(built('1.4.0', '2.0.0'), shell)).toEqual([
      'it was built against kit/ui 2.0.0 and requires ^2.0.0; the live shell provides 1.2.0',
    ]);
    // A newer minor needs what the live shell's copy lacks too.
    expect(sharedProblems(built('1.5.0', '1.2.0'), shell)).toEqual([
      'it was built against shared/routes 1.5.0 and requires ^1.5.0; the live shell provides 1.4.0',
    ]);
  });
});

describe('the promote, rollback and deployments commands', () => {
  /** Runs scripts/deploy.mjs with a deployments folder; its exit code and what it printed. */
  const command = (dir: string, ...args: string[]) => {
    const run = spawnSync(
      process.execPath,
      [path.join(__dirname, '..', '..', 'scripts', 'deploy.mjs'), ...args],
      { env: { ...process.env, DEPLOYMENTS_DIR: dir }, encoding: 'utf8' },
    );
    return { code: run.status, output: `${run.stdout}${run.stderr}` };
  };

  it('moves the pointers without a build, and refuses what it cannot do with nothing changed', () => {
    const dir = tempDir();
    for (const version of ['0001-aaaaaaaaaa', '0002-bbbbbbbbbb'])
      fs.mkdirSync(path.join(dir, 'mf-favorites', version), { recursive: true });
    const pointers: Pointers = { markets: {} };
    setLive(pointers, 'zonneveld', 'mf-favorites', '0001-aaaaaaaaaa', 't1');
    setLive(pointers, 'ardennes', 'mf-favorites', '0001-aaaaaaaaaa', 't1');
    writePointers(dir, pointers);

    expect(command(dir, 'promote', 'mf-favorites')).toEqual({
      code: 0,
      output: 'mf-favorites 0002-bbbbbbbbbb is live in zonneveld, ardennes\n',
    });
    expect(command(dir, 'rollback', 'favorites', '--market', 'ardennes')).toEqual({
      code: 0,
      output: 'mf-favorites rolled back (ardennes: 0002-bbbbbbbbbb -> 0001-aaaaaaaaaa)\n',
    });
    const listed = command(dir, 'list').output;
    expect(listed).toMatch(
      /zonneveld:\n(.*\n)*  mf-favorites +0002-bbbbbbbbbb since \S+; kept: 0001-aaaaaaaaaa, 0002-bbbbbbbbbb\n/,
    );
    expect(listed).toMatch(/ardennes:\n(.*\n)*  mf-favorites +0001-aaaaaaaaaa since /);
    expect(listed).toMatch(/  mf-search +dist\/ \(no deployed version\)/);

    expect(command(dir, 'rollback', 'mf-favorites', '--market', 'ardennes')).toEqual({
      code: 0,
      output: 'mf-favorites rolled back (ardennes: 0001-aaaaaaaaaa -> its dist/ build)\n',
    });
    const pointersNow = fs.readFileSync(path.join(dir, 'pointers.json'), 'utf8');
    const refused = command(dir, 'rollback', 'mf-favorites', '--market', 'ardennes');
    expect(refused.code).toBe(1);
    expect(refused.output).toBe('mf-favorites has no deployed version to roll back from\n');
    expect(command(dir, 'promote', 'mf-favorites', '--version', '0009-cccccccccc')).toEqual({
      code: 1,
      output: 'mf-favorites has no deployed version 0009-cccccccccc to promote\n',
    });
    expect(command(dir, 'deploy', 'mf-favorites', '--market', 'brussels').output).toBe(
      'There is no market brussels (markets: zonneveld, ardennes)\n',
    );
    expect(command(dir, 'deploy', 'mf-nothing').output).toMatch(
      /^mf-nothing is not a remote of remotes.json \(mf-search, /,
    );
    expect(fs.readFileSync(path.join(dir, 'pointers.json'), 'utf8')).toBe(pointersNow);
  });
});
