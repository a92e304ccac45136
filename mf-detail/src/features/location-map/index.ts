/**
 * Public API of the location map (SPEC §3 address: visible flag, geo location): where the map
 * points, the tiles model and the map component (Leaflet loads when the map comes into view).
 */
export { $mapTiles, getMapTilesFx, mapShown } from './model';
export { mapView, type MapView } from './lib/map-view';
// The section loads on first render (lazy.ts): it lies below a detail page's first screen.
export { LocationMap } from './ui/lazy-location-map';
