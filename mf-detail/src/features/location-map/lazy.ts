/**
 * Lazily loaded public API of the location map: the map's section, in a chunk of its own with the
 * kit's offline basemap behind it (Leaflet itself loads later still, when the map comes into
 * view). It lies below the first screen of a detail page, so the page reaches it through
 * `LocationMap` of index.ts (React.lazy).
 */
export { LocationMap } from './ui/location-map';
