/**
 * The purchase-cost and monthly-payment sections, loaded when first rendered (React.lazy of the
 * slice's lazy.ts), so their code and the tax bands are not part of a detail page's first load.
 * Render them inside a Suspense boundary: on the server it waits for them (the page's HTML holds
 * them whole); in the browser a server-rendered section keeps its HTML until its chunk is in and
 * it hydrates, so nothing moves. They take the props of the sections themselves.
 */
import { lazy } from 'react';

/** The purchase-cost section of lazy.ts, fetched on first render. */
export const PurchaseCostsSection = lazy(() =>
  import('../lazy').then((m) => ({ default: m.PurchaseCostsSection })),
);

/** The monthly-payment section of lazy.ts, fetched on first render. */
export const MonthlyCostSection = lazy(() =>
  import('../lazy').then((m) => ({ default: m.MonthlyCostSection })),
);
