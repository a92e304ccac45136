/**
 * The map panel, loaded when first rendered (React.lazy of the slice's lazy.ts), so the map view,
 * its data and Leaflet are not part of the listing's first load. Render it inside a Suspense
 * boundary; it takes the props of the map panel.
 */
import { lazy } from 'react';

/** The map panel of lazy.ts, fetched on first render. */
export const MapPanel = lazy(() => import('../lazy').then((m) => ({ default: m.MapPanel })));
