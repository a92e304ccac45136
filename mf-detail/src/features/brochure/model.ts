/**
 * The brochure's QR code: the page's canonical URL in the visitor's language (made absolute on
 * the market's public origin) and its SVG, made by the server's page preparation and carried to
 * the browser in the page's state.
 */
import { createEvent, createStore } from 'shared/effector';

/** A QR code: the absolute URL it holds and its `<svg>` markup. */
export interface BrochureQr {
  url: string;
  svg: string;
}

/** The server made the QR code of the page it renders. */
export const brochureQrMade = createEvent<BrochureQr>();

/**
 * The QR code of the page the server rendered; null before. A page the visitor reaches later in
 * the browser has none of its own (the brochure's link then loads its print view from the server).
 */
export const $brochureQr = createStore<BrochureQr | null>(null).on(brochureQrMade, (_, qr) => qr);
