/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteRegistry } from './registry';
import { remotes, root } from '../../scripts/registry.cjs';
import {
  compositionConfig,
  hostnameOf,
  marketFor,
  marketsProblems,
  watchMarkets,
  MARKETS_CHECK_MS,
  type MarketsFile,
} from './markets';

const registry: RemoteRegistry = { remotes: remotes() };

const file: MarketsFile = {
  markets: [
    {
      name: 'zonneveld',
      hostnames: ['localhost', '127.0.0.1'],
      slots: { search: 'search', detail: 'detail' },
    },
    {
      name: 'ardennes',
      hostnames: ['ardennes.localhost'],
      slots: { search: 'search', detail: { provider: 'detail', url: 'https://cdn.test/d/' } },
    },
  ],
};

describe('the markets of this repository (config/markets.json)', () => {
  it('pass every check against the registry of remotes', () => {
    const markets = JSON.parse(
      fs.readFileSync(path.join(root, 'config', 'markets.json'), 'utf8'),
    ) as unknown;
    expect(marketsProblems(markets, registry)).toEqual([]);
  });
});

describe('marketsProblems', () => {
  it('accepts a good file', () => {
    expect(marketsProblems(file, registry)).toEqual([]);
  });

  it('names a provider that cannot fill its slot, or that is not registered', () => {
    const bad = {
      markets: [{ name: 'x', hostnames: ['x.test'], slots: { search: 'detail', holiday: 'nope' } }],
    };
    expect(marketsProblems(bad, registry)).toEqual([
      'market x: detail cannot fill slot search',
      'market x: nope cannot fill slot holiday',
    ]);
  });

  it('names a hostname of two markets, a bad hostname and a provider URL that is not absolute', () => {
    const bad = {
      markets: [
        { name: 'a', hostnames: ['same.test'], slots: {} },
        {
          name: 'b',
          hostnames: ['same.test', 'Upper.test'],
          slots: { search: { provider: 'search', url: '/relative' } },
        },
      ],
    };
    expect(marketsProblems(bad, registry)).toEqual([
      'hostname same.test belongs to two markets',
      'market b: hostname Upper.test is not a lower-case hostname',
      'market b: slot search has no absolute http(s) url',
    ]);
  });

  it('refuses a file without markets', () => {
    expect(marketsProblems({}, registry)).toEqual(['no markets are configured']);
    expect(marketsProblems(null, registry)).toEqual(['no markets are configured']);
  });
});

describe('marketFor', () => {
  it('finds the market of a hostname, with or without port and case', () => {
    expect(marketFor(file, 'ardennes.localhost:3000').name).toBe('ardennes');
    expect(marketFor(file, 'LOCALHOST').name).toBe('zonneveld');
    expect(marketFor(file, '127.0.0.1:3000').name).toBe('zonneveld');
  });

  it('gives an unknown hostname the default (first) market', () => {
    expect(marketFor(file, 'evil.com').name).toBe('zonneveld');
    expect(marketFor(file, '').name).toBe('zonneveld');
  });

  it('reads IPv6 hosts and ports', () => {
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('Example.test:80')).toBe('example.test');
  });
});

describe('compositionConfig', () => {
  const locations = [
    { name: 'search', url: 'http://localhost:3001' },
    { name: 'detail', url: 'http://localhost:3002/' },
  ];

  it("maps the market's slots to providers, each with its manifest", () => {
    expect(compositionConfig(file.markets[0]!, locations, registry)).toEqual({
      apiBaseUrl: '/api',
      siteHostname: 'localhost',
      slots: { search: 'search', detail: 'detail' },
      remotes: {
        search: 'http://localhost:3001/remoteEntry.js',
        detail: 'http://localhost:3002/remoteEntry.js',
      },
      pages: [
        { id: 'search/SearchPage', routes: ['search'] },
        { id: 'search/HomePage', routes: ['home'] },
        { id: 'search/EstatePage', routes: ['estatePage'] },
        {
          id: 'detail/DetailPage',
          routes: ['detail', 'detailSlug', 'projectEntity', 'detailPage'],
        },
      ],
    });
  });

  it('routes only the pages of the slots the market fills', () => {
    const pages = compositionConfig(
      { ...file.markets[0]!, slots: { favorites: 'favorites' } },
      [{ name: 'favorites', url: 'http://localhost:3003' }],
      registry,
    ).pages;
    expect(pages).toEqual([
      { id: 'favorites/FavoritesPage', routes: ['favorites'] },
      { id: 'favorites/ComparePage', routes: ['compare'] },
    ]);
  });

  it("takes a provider's own URL from the market", () => {
    expect(compositionConfig(file.markets[1]!, locations, registry).remotes.detail).toBe(
      'https://cdn.test/d/remoteEntry.js',
    );
  });

  it('throws for a provider with no location', () => {
    expect(() => compositionConfig(file.markets[0]!, [], registry)).toThrow(
      'no location for provider',
    );
  });
});

describe('watchMarkets', () => {
  const write = (target: string, content: unknown, mtime: number) => {
    fs.writeFileSync(target, JSON.stringify(content));
    fs.utimesSync(target, mtime, mtime);
  };

  it('applies a changed file at the next read, without a restart', () => {
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'markets-')), 'markets.json');
    write(target, file, 1_000);
    const markets = watchMarkets(target, registry, console, 0);
    expect(marketFor(markets(), 'ardennes.localhost').slots.detail).toEqual({
      provider: 'detail',
      url: 'https://cdn.test/d/',
    });
    const changed = structuredClone(file);
    changed.markets[1]!.slots.detail = 'detail';
    write(target, changed, 2_000);
    expect(marketFor(markets(), 'ardennes.localhost').slots.detail).toBe('detail');
    // The other market is as it was.
    expect(marketFor(markets(), 'localhost').slots).toEqual(file.markets[0]!.slots);
  });

  it('keeps the last good markets when a change is broken, and says why', () => {
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'markets-')), 'markets.json');
    write(target, file, 1_000);
    const errors: string[] = [];
    const markets = watchMarkets(target, registry, { error: (m: string) => errors.push(m) }, 0);
    markets();
    fs.writeFileSync(target, '{ "markets": [ truncated');
    fs.utimesSync(target, 3_000, 3_000);
    expect(markets()).toEqual(file);
    write(target, { markets: [{ name: 'x', hostnames: ['x'], slots: { search: 'nope' } }] }, 4_000);
    expect(markets()).toEqual(file);
    expect(errors).toHaveLength(2);
    expect(errors[1]).toContain('nope cannot fill slot search');
  });

  it('looks at the file at most once every MARKETS_CHECK_MS, and applies a change after', () => {
    const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'markets-')), 'markets.json');
    write(target, file, 1_000);
    let clock = 0;
    const markets = watchMarkets(target, registry, console, MARKETS_CHECK_MS, () => clock);
    expect(marketFor(markets(), 'ardennes.localhost').slots.detail).not.toBe('detail');
    const changed = structuredClone(file);
    changed.markets[1]!.slots.detail = 'detail';
    write(target, changed, 2_000);
    const stat = jest.spyOn(fs, 'statSync');
    try {
      clock = MARKETS_CHECK_MS - 1;
      expect(marketFor(markets(), 'ardennes.localhost').slots.detail).not.toBe('detail');
      expect(stat).not.toHaveBeenCalled();
      clock = MARKETS_CHECK_MS;
      expect(marketFor(markets(), 'ardennes.localhost').slots.detail).toBe('detail');
      expect(stat).toHaveBeenCalledTimes(1);
    } finally {
      stat.mockRestore();
    }
  });

  it('throws at the first read of a missing or bad file', () => {
    expect(() => watchMarkets('/nonexistent/markets.json', registry)()).toThrow();
  });
});
