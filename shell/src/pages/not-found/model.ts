/**
 * The page not found's newest estates (kit/find-your-way): fetched once per scope when the page is
 * shown, by the server's render too, so the page arrives with them.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Estate } from 'shared/domain';
import { shell } from 'shared/bus';
import { fetchNewestEstates } from 'kit/find-your-way';

/** The page not found was shown. */
export const notFoundPageOpened = createEvent();

/** The newest estates of the page's site; tests replace its handler. */
export const getNewestFx = createEffect(
  attach({
    source: { context: shell.$apiContext, hidden: shell.$hiddenStatus },
    effect: ({ context, hidden }) => fetchNewestEstates(context, hidden),
  }),
);

/** The newest estates; [] while loading or when the search failed. */
export const $newest = createStore<Estate[]>([]).on(getNewestFx.doneData, (_, estates) => estates);

/** True once they were asked for in this scope (the server's render included). */
const $newestAsked = createStore(false).on(getNewestFx.finally, () => true);

sample({
  clock: notFoundPageOpened,
  source: { asked: $newestAsked, pending: getNewestFx.pending },
  filter: ({ asked, pending }) => !asked && !pending,
  fn: () => undefined,
  target: getNewestFx,
});
