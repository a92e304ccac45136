/**
 * The map's data (SPEC §2: markers, hidden statuses not shown; §5): the estates of the list's
 * search, the tile source and the markers. Loaded with the map panel, so the list does not carry
 * it; it follows the contract of `model.ts`.
 *
 * Inputs: `mapShown` (the map panel is on screen), `mapSearchChanged` (the markers follow the
 * list's search while the map is open). Outputs: `$markers`, `$mapTiles`, `$isMapConfigRead`,
 * `$isMapLoading`, `$mapError`.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Estate, EstateQuery } from 'shared/domain';
import { readMapTiles, type MapTiles } from 'kit/map/tiles';
import { apiFor } from 'shared/api';
import { shell } from 'shared/bus';
import { toMarkers } from './lib/markers';
import { $isMapOpen, $mapLocale, $mapQuery, mapSearchChanged } from './model';

/** Estates fetched per request for the map (the API's maximum page size). */
export const MAP_PAGE_SIZE = 100;
/** At most this many estates are placed on the map. */
export const MAX_MAP_ESTATES = 1000;

/** The map panel is on screen (fired by the panel when it mounts). */
export const mapShown = createEvent();

/** All estates of a search, page by page (at most MAX_MAP_ESTATES); throws on a failed page. */
const fetchAllFx = attach({
  source: shell.$apiContext,
  effect: async (context, query: EstateQuery): Promise<Estate[]> => {
    const api = apiFor(context);
    const out: Estate[] = [];
    for (let from = 0; from < MAX_MAP_ESTATES; from += MAP_PAGE_SIZE) {
      // A marker reads what a card reads (the card view, about a third of the record).
      const answer = await api.searchEstates({ query, from, size: MAP_PAGE_SIZE, view: 'card' });
      if (answer.error !== undefined) throw answer.error;
      out.push(...answer.results);
      if (answer.results.length < MAP_PAGE_SIZE || out.length >= answer.total.value) break;
    }
    return out;
  },
});

/**
 * Fetches the estates of a search query for the map (POST /estates, pages of 100). Answers the
 * estates; throws the search error (SPEC §8). Tests replace its handler with `fork({ handlers })`.
 */
export const fetchMapEstatesFx = createEffect((query: EstateQuery): Promise<Estate[]> =>
  fetchAllFx(query),
);

/**
 * Reads the map tiles (URL template and attribution) from the runtime configuration with
 * `readMapTiles` of kit/map/tiles. Answers null when there are none or they cannot be read (the
 * map then shows its markers on a plain background); never fails. Tests replace its handler.
 */
export const fetchMapConfigFx = createEffect((): Promise<MapTiles | null> => readMapTiles());

/** The query whose estates are in $mapEstates (a new search refetches). */
const $loadedQuery = createStore<string | null>(null, { serialize: 'ignore' });
/** The estates of the latest map search (hidden ones included; see $markers). */
export const $mapEstates = createStore<Estate[]>([])
  .on(fetchMapEstatesFx.doneData, (_, estates) => estates)
  .on(fetchMapEstatesFx.fail, () => []);
/** The map tiles (URL template and attribution), or null for a plain background. */
export const $mapTiles = createStore<MapTiles | null>(null).on(
  fetchMapConfigFx.doneData,
  (_, tiles) => tiles,
);
/** True once the configuration was read (the map waits for it before drawing). */
export const $isMapConfigRead = createStore(false).on(fetchMapConfigFx.finally, () => true);
/** True while the map's estates are being fetched. */
export const $isMapLoading = fetchMapEstatesFx.pending;
/** The error of the last failed map search, stored as it is (SPEC §8). */
export const $mapError = createStore<unknown>(null)
  .on(fetchMapEstatesFx, () => null)
  .on(fetchMapEstatesFx.failData, (_, error) => error);

/** The markers to draw: estates with a visible position whose status is not hidden (SPEC §2, §5). */
export const $markers = combine(
  $mapEstates,
  shell.$hiddenStatus,
  $mapLocale,
  (estates, hidden, locale) => toMarkers(estates, hidden, locale),
);

sample({
  clock: mapShown,
  source: $isMapConfigRead,
  filter: (read) => !read,
  target: fetchMapConfigFx,
});
// Fetch when the map shows or its search changes while open, unless those estates are loaded.
sample({
  clock: [mapShown, mapSearchChanged],
  source: { open: $isMapOpen, query: $mapQuery, loaded: $loadedQuery },
  filter: ({ open, query, loaded }) => open && query !== null && JSON.stringify(query) !== loaded,
  fn: ({ query }) => query as EstateQuery,
  target: fetchMapEstatesFx,
});
$loadedQuery
  .on(fetchMapEstatesFx.done, (_, { params }) => JSON.stringify(params))
  .on(fetchMapEstatesFx.fail, () => null);
