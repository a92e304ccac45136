/**
 * A rental unit's page model (SPEC §2 `/{lang}/{holiday}/{rentalUnitId}`, §7 GET
 * /rental-units/{id}): the unit with its periods, and its loading state.
 *
 * - `rentalUnitPageOpened({ id, locale })` (the exposed page, again on a change of id or
 *   language): an id that is not a positive whole number is 'notFound' at once; otherwise the
 *   unit is fetched ('loading', then 'ready', 'notFound' on a 404, 'error' otherwise).
 * - `rentalUnitPageClosed()`: the page was left; opening the same unit later fetches it again,
 *   while opening it at once (the browser after the server's rendering) fetches nothing.
 * - `rentalUnitReloaded()`: fetches the shown unit again (its periods after a request), keeping
 *   it on screen meanwhile. An answer for another unit than the one shown is ignored.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { NotFoundError } from 'shared/api';
import { shell } from 'shared/bus';
import type { Locale } from 'shared/domain';
import type { RentalUnit } from 'api/contract';
import { rentalApiFor } from './api';

/** The state of the unit's page. */
export type RentalUnitStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'error';

/** The page of a unit was shown: the id of its URL and the language. */
export const rentalUnitPageOpened = createEvent<{ id: string; locale: Locale }>();
/** The page of a unit was left (a later visit fetches the unit again). */
export const rentalUnitPageClosed = createEvent();
/** The shown unit is wanted again (its periods changed). */
export const rentalUnitReloaded = createEvent();

const getUnitFx = attach({
  source: shell.$apiContext,
  effect: (context, { id, locale }: { id: number; locale: Locale }) =>
    rentalApiFor(context, locale).getRentalUnit(id, locale),
});
/**
 * GET /rental-units/{id} in a language. Throws the API's NotFoundError for an unknown unit.
 * Tests replace its handler with `fork({ handlers })`.
 */
export const fetchRentalUnitFx = createEffect(
  (request: { id: number; locale: Locale }): Promise<RentalUnit> => getUnitFx(request),
);

/** The unit asked for (id and language), null when none. */
const $request = createStore<{ id: number; locale: Locale } | null>(null);
/** The unit on screen, with its periods from today; null before it arrives. */
export const $rentalUnit = createStore<RentalUnit | null>(null);
/** The page state. */
export const $rentalUnitStatus = createStore<RentalUnitStatus>('idle');

const validOpen = sample({
  clock: rentalUnitPageOpened,
  filter: ({ id }) => /^\d{1,9}$/.test(id) && Number(id) > 0,
  fn: ({ id, locale }) => ({ id: Number(id), locale }),
});
sample({
  clock: rentalUnitPageOpened,
  filter: ({ id }) => !(/^\d{1,9}$/.test(id) && Number(id) > 0),
  fn: () => 'notFound' as const,
  target: $rentalUnitStatus,
});
sample({ clock: rentalUnitPageOpened, fn: () => null, target: $request });
sample({ clock: validOpen, target: $request });
// Another unit than the one on screen: it goes (the page shows its loading state).
sample({
  clock: validOpen,
  source: $rentalUnit,
  filter: (unit, { id }) => unit?.id !== id,
  fn: () => null,
  target: $rentalUnit,
});
sample({
  clock: validOpen,
  source: $rentalUnit,
  fn: (unit, { id }) => (unit?.id === id ? ('ready' as const) : ('loading' as const)),
  target: $rentalUnitStatus,
});
/**
 * The unit on screen, fetched while its page is open, as `id|locale`. The server renders the page
 * with it, so the browser's opening of the same unit fetches nothing again.
 */
const $loadedFor = createStore<string | null>(null).reset(rentalUnitPageClosed);
sample({
  clock: validOpen,
  source: $loadedFor,
  filter: (loaded, { id, locale }) => loaded !== `${id}|${locale}`,
  fn: (_, request) => request,
  target: fetchRentalUnitFx,
});
sample({
  clock: rentalUnitReloaded,
  source: $request,
  filter: (request): request is { id: number; locale: Locale } => request !== null,
  target: fetchRentalUnitFx,
});

const current = (request: { id: number; locale: Locale } | null, params: { id: number }) =>
  request?.id === params.id;
sample({
  clock: fetchRentalUnitFx.done,
  source: $request,
  filter: (request, { params }) => current(request, params),
  fn: (_, { result }) => result,
  target: $rentalUnit,
});
sample({
  clock: fetchRentalUnitFx.done,
  source: $request,
  filter: (request, { params }) => current(request, params),
  fn: () => 'ready' as const,
  target: $rentalUnitStatus,
});
sample({
  clock: fetchRentalUnitFx.done,
  source: $request,
  filter: (request, { params }) => current(request, params),
  fn: (_, { params }) => `${params.id}|${params.locale}`,
  target: $loadedFor,
});
sample({
  clock: fetchRentalUnitFx.fail,
  source: { request: $request, unit: $rentalUnit },
  // A failed reload keeps the unit on screen.
  filter: ({ request, unit }, { params }) => current(request, params) && unit?.id !== params.id,
  fn: (_, { error }) =>
    error instanceof NotFoundError ? ('notFound' as const) : ('error' as const),
  target: $rentalUnitStatus,
});
