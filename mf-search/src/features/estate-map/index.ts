/**
 * Public API of the estate map (SPEC §2 map markers, §5 geo_range): the map view's model the list
 * needs, and the map panel, loaded on demand with Leaflet (see lazy.ts).
 */
export {
  areaSearched,
  $isMapOpen,
  mapAreaChosen,
  mapClosed,
  mapOpened,
  mapSearchChanged,
} from './model';
export { MapPanel } from './ui/lazy-map-panel';
