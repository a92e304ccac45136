/**
 * Lazily loaded public API of the estate map: the map panel and the map's data model (markers,
 * tiles), which load only when the visitor opens the map, in a chunk of their own with Leaflet
 * behind them. The page reaches the panel through `MapPanel` of index.ts (React.lazy); tests
 * import the data model here.
 */
export { fetchMapConfigFx, fetchMapEstatesFx, mapShown, $mapTiles, $markers } from './data-model';
export { MapPanel } from './ui/map-panel';
