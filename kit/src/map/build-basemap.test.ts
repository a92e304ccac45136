import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BASEMAP_WINDOW,
  basemapFile,
  basemapText,
  buildBasemap,
  clipRing,
  placeRank,
  simplifyLine,
} from './build-basemap';
import type { Position } from './basemap-types';

const KIT = path.resolve(__dirname, '../..');

describe('the offline basemap file', () => {
  const basemap = buildBasemap(KIT);

  it('is what build-basemap makes from the installed data packages', () => {
    expect(readFileSync(basemapFile(KIT), 'utf8')).toBe(basemapText(basemap));
  });

  it('has Belgium and its neighbours, inside the window, simplified', () => {
    expect(basemap.countries.map((country) => country.code)).toEqual(
      expect.arrayContaining(['BE', 'DE', 'FR', 'LU', 'NL']),
    );
    const belgium = basemap.countries.find((country) => country.code === 'BE')!;
    const points = belgium.polygons.flat(2);
    // Natural Earth's outline of Belgium, between De Panne and the Our.
    expect(Math.min(...points.map(([lon]) => lon))).toBeCloseTo(2.54, 1);
    expect(Math.max(...points.map(([lon]) => lon))).toBeCloseTo(6.4, 1);
    const all = basemap.countries.flatMap((country) => country.polygons.flat(2));
    for (const [lon, lat] of all) {
      expect(lon).toBeGreaterThanOrEqual(BASEMAP_WINDOW.west);
      expect(lon).toBeLessThanOrEqual(BASEMAP_WINDOW.east);
      expect(lat).toBeGreaterThanOrEqual(BASEMAP_WINDOW.south);
      expect(lat).toBeLessThanOrEqual(BASEMAP_WINDOW.north);
    }
    // Light enough to load with a map.
    expect(basemapText(basemap).length).toBeLessThan(120_000);
  });

  it('names the Belgian towns, the largest first, with their rank', () => {
    const names = basemap.places.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(['Brussels', 'Antwerpen', 'Gent', 'Liège']));
    const brussels = basemap.places.find(([name]) => name === 'Brussels')!;
    expect(brussels[3]).toBe(1);
    expect(brussels[1]).toBeCloseTo(4.35, 1);
    expect(brussels[2]).toBeCloseTo(50.85, 1);
  });
});

describe('placeRank', () => {
  it('ranks towns by population', () => {
    expect(placeRank(1_000_000)).toBe(1);
    expect(placeRank(200_000)).toBe(1);
    expect(placeRank(199_999)).toBe(2);
    expect(placeRank(50_000)).toBe(2);
    expect(placeRank(20_000)).toBe(3);
    expect(placeRank(10_000)).toBe(4);
  });
});

describe('simplifyLine', () => {
  it('drops the points closer to the line than the tolerance, keeps the ends and corners', () => {
    const line: Position[] = [
      [0, 0],
      [1, 0.0001],
      [2, 0],
      [2, 1],
    ];
    expect(simplifyLine(line, 0.001)).toEqual([
      [0, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(simplifyLine(line, 0.00001)).toEqual(line);
  });
});

describe('clipRing', () => {
  const box = { west: 0, south: 0, east: 10, north: 10 } as const;

  it('keeps a ring inside the window as it is', () => {
    const ring: Position[] = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 1],
    ];
    expect(clipRing(ring, box)).toEqual(ring);
  });

  it('cuts a ring along the window edge', () => {
    const ring: Position[] = [
      [5, 5],
      [15, 5],
      [15, 8],
      [5, 8],
      [5, 5],
    ];
    expect(clipRing(ring, box)).toEqual([
      [5, 5],
      [10, 5],
      [10, 8],
      [5, 8],
      [5, 5],
    ]);
  });

  it('answers nothing for a ring outside the window', () => {
    const ring: Position[] = [
      [20, 20],
      [30, 20],
      [30, 30],
      [20, 20],
    ];
    expect(clipRing(ring, box)).toEqual([]);
  });
});
