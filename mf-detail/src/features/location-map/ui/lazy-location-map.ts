/**
 * The location map's section, loaded when first rendered (React.lazy of the slice's lazy.ts), so
 * its code and the offline basemap are not part of a detail page's first load. Render it inside a
 * Suspense boundary: on the server it waits for it (the page's HTML holds the section whole); in
 * the browser the server-rendered section keeps its HTML until its chunk is in and it hydrates,
 * so nothing moves. It takes the props of the section itself.
 */
import { lazy } from 'react';

/** The location map of lazy.ts, fetched on first render. */
export const LocationMap = lazy(() => import('../lazy').then((m) => ({ default: m.LocationMap })));
