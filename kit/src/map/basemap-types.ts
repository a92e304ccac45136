/** A [longitude, latitude] point, in degrees (WGS 84). */
export type Position = [number, number];

/** A country's land: its ISO 3166-1 alpha-2 code and polygons (outer ring, then holes). */
export interface BasemapCountry {
  code: string;
  polygons: Position[][][];
}

/** A town: name, longitude, latitude, rank (1 the largest; see placeRank). */
export type BasemapPlace = [name: string, lon: number, lat: number, rank: 1 | 2 | 3 | 4];

/**
 * The offline basemap of Belgium: who to credit, the window it covers ([west, south, east,
 * north] in degrees), the countries' land and the towns.
 */
export interface Basemap {
  attribution: string;
  window: [number, number, number, number];
  countries: BasemapCountry[];
  places: BasemapPlace[];
}
