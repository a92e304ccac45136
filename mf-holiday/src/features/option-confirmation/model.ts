/**
 * The confirmation of a holiday option's e-mail address: the link of the visitor's mail opens
 * the unit's page with `?option={token}`; the page posts the token (POST
 * /rental-units/reservation/{token}/confirm) once, in the browser only, so that a mail scanner
 * fetching the link confirms nothing. Until then the option holds its period for 30 minutes at
 * most.
 *
 * - `optionLinkOpened({ token, locale })`: the page was opened from such a link.
 * - `$optionConfirmation`: null before; then 'confirming', the outcome ('now', 'already') with the
 *   dates held, or the refusal ('unknown', 'lapsed', 'failed') with the API's localized message
 *   ('' when it gave none: the page words it).
 */
import { createEffect, createEvent, createStore, sample } from 'shared/effector';
import { shell, type ApiContext } from 'shared/bus';
import { HttpError } from 'shared/api';
import type { Locale } from 'shared/domain';
import { rentalApiFor, rentalUnitReloaded } from '../../entities/rental-unit';

/** What the page shows of the confirmation. */
export type OptionConfirmationState =
  | { state: 'confirming' }
  | { state: 'now' | 'already'; arrival: string; departure: string }
  | { state: 'unknown' | 'lapsed' | 'failed'; message: string };

/** The unit's page was opened from an option's confirmation link. */
export const optionLinkOpened = createEvent<{ token: string; locale: Locale }>();

/** Posts the token in the page's language (the API words its refusals in it). */
export const confirmOptionFx = createEffect(
  ({ context, token, locale }: { context: ApiContext; token: string; locale: Locale }) =>
    rentalApiFor(context, locale).confirmOption(token),
);

/** The refusal of a failed confirmation: 404 unknown, 410 lapsed, else failed (network, 5xx). */
function refusalOf(error: unknown): OptionConfirmationState {
  let message = '';
  if (error instanceof HttpError && error.body) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not the API's JSON: the page's own words.
    }
  }
  if (error instanceof HttpError && error.status === 404) return { state: 'unknown', message };
  if (error instanceof HttpError && error.status === 410) return { state: 'lapsed', message };
  return { state: 'failed', message: '' };
}

/** The confirmation's state; null when the page was not opened from a link. */
export const $optionConfirmation = createStore<OptionConfirmationState | null>(null)
  .on(confirmOptionFx, () => ({ state: 'confirming' }))
  .on(confirmOptionFx.doneData, (_, answer) => ({
    state: answer.confirmed,
    arrival: answer.arrival,
    departure: answer.departure,
  }))
  .on(confirmOptionFx.failData, (_, error) => refusalOf(error));

// One post per link: a second opening (a re-render, a hydration replay) does not post again.
sample({
  clock: optionLinkOpened,
  source: { state: $optionConfirmation, context: shell.$apiContext },
  filter: ({ state }) => state === null,
  fn: ({ context }, link) => ({ context, ...link }),
  target: confirmOptionFx,
});
// The period's status may have changed (a lapsed option freed it): show the calendar as it is.
sample({ clock: confirmOptionFx.finally, fn: () => undefined, target: rentalUnitReloaded });
