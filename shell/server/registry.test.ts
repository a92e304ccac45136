/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { providersOf, registryProblems, routedPages } from './registry';
import { routeProblems } from 'shared/routes';
import { remoteFolders, remotes, root, routeManifests } from '../../scripts/registry.cjs';

const REGISTRY = { remotes: remotes() };

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('the registry of remotes (remotes.json)', () => {
  it('matches the slot contracts of shared/remote', () => {
    expect(registryProblems(REGISTRY)).toEqual([]);
  });

  it("composes the teams' routes (their routes.json) and the shell's without a conflict", () => {
    expect(routeProblems(routeManifests())).toEqual([]);
  });

  it('routes every exposed page (a team declares the routes of each page it exposes)', () => {
    const routed = new Set(routedPages(REGISTRY).map((page) => page.id));
    for (const remote of REGISTRY.remotes) {
      for (const [module, entry] of Object.entries(remote.exposes)) {
        if (entry.kind === 'page') expect(routed).toContain(`${entry.slot}/${module}`);
      }
    }
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
          FavoritesPage: { slot: 'favorites' as const, kind: 'page' as const },
          FavoriteToggle: { slot: 'favorites' as const, kind: 'fragment' as const },
          FavoritesCount: { slot: 'favorites' as const, kind: 'fragment' as const },
          RecentlyViewed: { slot: 'favorites' as const, kind: 'fragment' as const },
          ViewedEstate: { slot: 'favorites' as const, kind: 'fragment' as const },
          ComparePage: { slot: 'favorites' as const, kind: 'page' as const },
          CompareToggle: { slot: 'favorites' as const, kind: 'fragment' as const },
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

describe('registryProblems of the teams’ routes', () => {
  const favorites = {
    name: 'favorites',
    folder: 'mf-favorites',
    port: 3003,
    exposes: {
      FavoritesPage: { slot: 'favorites' as const, kind: 'page' as const },
      FavoriteToggle: { slot: 'favorites' as const, kind: 'fragment' as const },
      FavoritesCount: { slot: 'favorites' as const, kind: 'fragment' as const },
      RecentlyViewed: { slot: 'favorites' as const, kind: 'fragment' as const },
      ViewedEstate: { slot: 'favorites' as const, kind: 'fragment' as const },
      ComparePage: { slot: 'favorites' as const, kind: 'page' as const },
      CompareToggle: { slot: 'favorites' as const, kind: 'fragment' as const },
    },
  };
  const words = { nl: {}, fr: {}, en: {}, de: {} };

  it('names a route whose page is not exposed, or is a fragment', () => {
    const routes = {
      words,
      pages: [
        { type: 'a', pattern: 'a', page: 'NoPage' },
        { type: 'b', pattern: 'b', page: 'FavoriteToggle' },
        { type: 'c', pattern: 'c', page: 'FavoritesPage' },
      ],
    };
    expect(registryProblems({ remotes: [{ ...favorites, routes }] })).toEqual([
      'favorites: route a names no exposed page (NoPage)',
      'favorites: fragment FavoriteToggle cannot serve routes',
    ]);
    expect(routedPages({ remotes: [{ ...favorites, routes }] })).toEqual([
      { id: 'favorites/FavoritesPage', routes: ['c'] },
    ]);
  });
});

describe('readings of the registry', () => {
  it('gives each routed page once, with its route types', () => {
    expect(routedPages(REGISTRY)).toEqual(
      expect.arrayContaining([
        {
          id: 'detail/DetailPage',
          routes: ['detail', 'detailSlug', 'projectEntity', 'detailPage'],
        },
        { id: 'search/HomePage', routes: ['home'] },
      ]),
    );
  });

  it('knows which remotes can fill a slot', () => {
    expect(providersOf(REGISTRY, 'favorites')).toEqual(['favorites']);
    expect(providersOf(REGISTRY, 'nothing')).toEqual([]);
  });
});

describe('workspaces', () => {
  const BUILTINS = new Set(['fs', 'path', 'os', 'http', 'crypto', 'url', 'util', 'stream', 'zlib']);
  /** The packages a file imports (import/export ... from, import(), require()), bare names only. */
  const importsOf = (source: string): string[] =>
    [
      ...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+['"]([^'".][^'"]*)['"]/gm),
      ...source.matchAll(/^\s*import\s+['"]([^'".][^'"]*)['"]/gm),
      ...source.matchAll(/\b(?:import|require)\(\s*['"]([^'".][^'"]*)['"]\s*\)/g),
    ]
      .map((match) => match[1]!)
      .filter((spec) => !spec.startsWith('node:'))
      .map((spec) =>
        spec
          .split('/')
          .slice(0, spec.startsWith('@') ? 2 : 1)
          .join('/'),
      )
      .filter((name) => !BUILTINS.has(name));
  const filesOf = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) return filesOf(full);
          return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
        })
      : [];

  it('declare in their own package.json every package and import alias their code imports', () => {
    const workspaces = ['shared', 'kit', 'api', 'shell', ...REGISTRY.remotes.map((r) => r.folder)];
    const missing: string[] = [];
    for (const workspace of workspaces) {
      const pkg = JSON.parse(
        fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'),
      ) as {
        name: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
        imports?: Record<string, unknown>;
      };
      // A subpath import (`#detail/...`) is the package's own source: its package.json's
      // "imports" must declare it, as no other package's alias resolves there.
      const declared = new Set([
        pkg.name,
        ...Object.keys(pkg.imports ?? {}).map((key) => key.split('/')[0]!),
        ...Object.keys(pkg.dependencies ?? {}),
        ...Object.keys(pkg.devDependencies ?? {}),
        // A package known only by its types (`import type` from it): its DefinitelyTyped
        // package, `@types/a__b` for `@a/b`.
        ...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
          .filter((name) => name.startsWith('@types/'))
          .map((name) => {
            const bare = name.slice('@types/'.length);
            return bare.includes('__') ? `@${bare.replace('__', '/')}` : bare;
          }),
      ]);
      const files = ['src', 'server'].flatMap((dir) => filesOf(path.join(root, workspace, dir)));
      for (const file of files.filter((f) => !/[\\/]lib[\\/]test-[^\\/]+$/.test(f))) {
        for (const name of importsOf(fs.readFileSync(file, 'utf8'))) {
          if (!declared.has(name)) missing.push(`${path.relative(root, file)} imports ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
