/**
 * The location map's runtime config (SPEC §3 address): the map tiles of the site's runtime config
 * (`/config.json`, read by `readMapTiles` of kit/map/tiles), read once when the map first comes
 * into view.
 */
import { createEffect, createEvent, createStore, sample } from 'shared/effector';
import { readMapTiles, type MapTiles } from 'kit/map/tiles';

/** The location map came into view: its runtime config (tiles) is needed. */
export const mapShown = createEvent();

/**
 * The map tiles of the runtime config: URL template and attribution, or null without tiles or
 * when the config cannot be read (the map then shows its marker on a plain background). Never
 * fails. Tests replace its handler.
 */
export const getMapTilesFx = createEffect((): Promise<MapTiles | null> => readMapTiles());

/** The map tiles (URL template and attribution) of the runtime config; null without (or until read). */
export const $mapTiles = createStore<MapTiles | null>(null).on(
  getMapTilesFx.doneData,
  (_, tiles) => tiles,
);
const $mapTilesRequested = createStore(false).on(getMapTilesFx, () => true);

sample({
  clock: mapShown,
  source: $mapTilesRequested,
  filter: (requested) => !requested,
  target: getMapTilesFx,
});
