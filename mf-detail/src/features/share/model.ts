/**
 * The public origin of the market (e.g. 'https://www.agency.be'), from which a detail page's
 * canonical URL is made: the server's page preparation sets it from the market's configuration
 * (never the request's Host), and the page's state carries it to the browser.
 */
import { createEvent, createStore } from 'shared/effector';

/** The server render knows the market's public origin. */
export const publicOriginKnown = createEvent<string>();

/** The market's public origin; null in a browser whose first page was not a detail page. */
export const $publicOrigin = createStore<string | null>(null).on(
  publicOriginKnown,
  (_, origin) => origin,
);
