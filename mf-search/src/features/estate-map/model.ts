/**
 * The map view of the listing page, the part the list needs (SPEC §2): the view switch, the search
 * the map follows and the area it gives back. The map's data (estates, markers, tiles) is in
 * `data-model.ts`, loaded with the map panel when the visitor opens the map.
 *
 * Inputs: `mapOpened`, `mapClosed` (the view switch), `mapSearchChanged({ query, locale })` (the
 * list's search changed), `areaSearched(circle)`. Outputs: `$isMapOpen`, `$mapQuery`,
 * `$mapLocale`, `mapAreaChosen` (a geo_range value for the filters).
 */
import { createEvent, createStore, sample } from 'shared/effector';
import type { EstateQuery, Locale } from 'shared/domain';
import { formatGeoRange, type GeoRange } from 'shared/estate';

/** The visitor opened the map view. */
export const mapOpened = createEvent();
/** The visitor went back to the list view (or left the page). */
export const mapClosed = createEvent();
/** The list's search (query with hiddenStatus) and the page language. */
export const mapSearchChanged = createEvent<{ query: EstateQuery; locale: Locale }>();
/** The visitor asked to search the visible map area: its centre and radius (km). */
export const areaSearched = createEvent<GeoRange>();
/** The geo_range of the chosen area (SPEC §5 form), for the filter model. */
export const mapAreaChosen = createEvent<string>();

/** True while the map view is shown. */
export const $isMapOpen = createStore(false)
  .on(mapOpened, () => true)
  .reset(mapClosed);
/** The search the map shows. */
export const $mapQuery = createStore<EstateQuery | null>(null).on(
  mapSearchChanged,
  (_, { query }) => query,
);
/** The language of the popups. */
export const $mapLocale = createStore<Locale>('nl').on(mapSearchChanged, (_, { locale }) => locale);
sample({ clock: areaSearched, fn: (circle) => formatGeoRange(circle), target: mapAreaChosen });
