/**
 * Public API of the location map (SPEC §3 address: visible flag, geo location): where the map
 * points, the tiles model and the map component (Leaflet loads when the map comes into view).
 */
export { $mapTiles, getMapTilesFx, mapShown } from './model';
export { mapView, type MapView } from './lib/map-view';
export { LocationMap } from './ui/location-map';
