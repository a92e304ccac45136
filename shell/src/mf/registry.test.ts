/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { kindOf, providersOf, registryProblems, routedPages } from 'shared/registry';
import { remoteFolders, root } from '../../../scripts/registry.cjs';
import { REGISTRY } from './registry';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('the registry of remotes (remotes.json)', () => {
  it('matches the slot contracts of shared/remote', () => {
    expect(registryProblems(REGISTRY)).toEqual([]);
  });

  it('lists every mf-* package of the repository, and nothing else', () => {
    expect(REGISTRY.remotes.map((remote) => remote.folder).sort()).toEqual(remoteFolders());
  });

  it('names files that exist: each exposed module and each server plugin', () => {
    for (const remote of REGISTRY.remotes) {
      for (const module of Object.keys(remote.exposes)) {
        const file = path.join(root, remote.folder, 'src/exposes', `${kebab(module)}.tsx`);
        expect(fs.existsSync(file) ? file : `missing ${file}`).toBe(file);
      }
      if (remote.server) {
        const file = path.join(root, remote.folder, remote.server);
        expect(fs.existsSync(file) ? file : `missing ${file}`).toBe(file);
      }
    }
  });

  it('is a workspace of the repository for each remote', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    expect(pkg.workspaces).toContain('mf-*');
    for (const remote of REGISTRY.remotes) {
      const own = JSON.parse(
        fs.readFileSync(path.join(root, remote.folder, 'package.json'), 'utf8'),
      ) as { name: string };
      expect(own.name).toBe(remote.folder);
    }
  });
});

describe('registryProblems', () => {
  const good = {
    remotes: [
      {
        name: 'favorites',
        folder: 'mf-favorites',
        port: 3003,
        exposes: {
          FavoritesPage: { slot: 'favorites' as const, kind: 'page' as const, routes: [] },
          FavoriteToggle: { slot: 'favorites' as const, kind: 'fragment' as const },
          FavoritesCount: { slot: 'favorites' as const, kind: 'fragment' as const },
        },
      },
    ],
  };

  it('finds a module of the contract that a provider does not expose', () => {
    const exposes: Record<string, unknown> = { ...good.remotes[0]!.exposes };
    delete exposes.FavoritesCount;
    const remote = { ...good.remotes[0]!, exposes } as (typeof good.remotes)[number];
    expect(registryProblems({ remotes: [remote] })).toEqual([
      'favorites: slot favorites needs FavoritesCount, which it does not expose',
    ]);
  });

  it('finds a kind that differs from the contract, and duplicate names and ports', () => {
    const wrong = {
      ...good.remotes[0]!,
      exposes: {
        ...good.remotes[0]!.exposes,
        FavoriteToggle: { slot: 'favorites' as const, kind: 'page' as const },
      },
    };
    expect(registryProblems({ remotes: [wrong] })).toEqual([
      'favorites: FavoriteToggle is a fragment in the favorites contract',
    ]);
    expect(registryProblems({ remotes: [good.remotes[0]!, good.remotes[0]!] })).toEqual(
      expect.arrayContaining(['name favorites is used twice', 'port 3003 is used twice']),
    );
  });
});

describe('readings of the registry', () => {
  it('tells a page from a fragment by the registry, by slot or by provider', () => {
    expect(kindOf(REGISTRY, 'favorites/FavoriteToggle')).toBe('fragment');
    expect(kindOf(REGISTRY, 'detail/DetailPage')).toBe('page');
    expect(kindOf(REGISTRY, 'search/NoSuchModule')).toBeUndefined();
  });

  it('gives each routed page once, with its route types', () => {
    expect(routedPages(REGISTRY)).toEqual(
      expect.arrayContaining([
        { id: 'detail/DetailPage', routes: ['detail', 'detailSlug', 'projectEntity'] },
        { id: 'search/HomePage', routes: ['home'] },
      ]),
    );
  });

  it('knows which remotes can fill a slot', () => {
    expect(providersOf(REGISTRY, 'favorites')).toEqual(['favorites']);
    expect(providersOf(REGISTRY, 'nothing')).toEqual([]);
  });
});
