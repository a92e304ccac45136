/**
 * A form's token (the API's `GET /sites/{siteId}/form-token`): the API measures a form's fill time
 * from the moment it issued the token to the submission that carries it back (`formToken`), so
 * the browser reports no time of its own. Every form of the site asks for one when it is shown,
 * and again when the API refused the one it sent (too old, unknown, missing).
 *
 * `createFormToken()` makes the units of one form: `tokenWanted` (the form is shown, or its token
 * was refused), `fetchTokenFx` (replaceable in tests with `fork({ handlers })`), `$formToken`
 * ('' until one came, or when the fetch failed: the submission then goes without, and the API's
 * refusal asks for a new one), `$sendableAt` and `holdFx`.
 *
 * A visitor is never refused for being quick: a form the browser filled in (autofill) and sent
 * at once is held until its token is there and the API's least fill time has passed since the
 * token came (at most that time, about a second), then sent. A person sees "sending" meanwhile;
 * a script that posts to the API without waiting is still refused there.
 */
import {
  attach,
  createEffect,
  createEvent,
  createStore,
  sample,
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  type Unit,
} from 'shared/effector';
import { apiContextClient } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';
import type { FormTokenAnswer } from 'api/contract';

/** The API's codes of a refused token that a new token cures (FORM_TOO_FAST needs only time). */
export const TOKEN_REFUSALS = ['FORM_TOKEN_MISSING', 'FORM_TOKEN_INVALID', 'FORM_TOKEN_EXPIRED'];

/**
 * GET /sites/{siteId}/form-token of the page's site.
 * @returns the token, the least fill time and the longest age in ms
 * @throws the API client's errors (NetworkError, HttpError)
 */
export async function fetchFormToken(context: ApiContext): Promise<FormTokenAnswer> {
  const http = apiContextClient(context);
  return http.getJson<FormTokenAnswer>(`/sites/${context.siteId}/form-token`);
}

/**
 * True when a failed submission's answer body (JSON text) says its token was refused in a way a
 * new token cures.
 */
export function isTokenRefusal(body: string | undefined): boolean {
  try {
    const code = (JSON.parse(body ?? '{}') as { code?: unknown }).code;
    return typeof code === 'string' && TOKEN_REFUSALS.includes(code);
  } catch {
    return false;
  }
}

/**
 * Waits `ms` milliseconds (none when 0 or less).
 * @param ms how long, in ms
 */
function wait(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Makes the token units of one form (see the module's comment). */
export function createFormToken() {
  const tokenWanted = createEvent();
  const requestFx = attach({ source: shell.$apiContext, effect: fetchFormToken });
  /** Fetches a token for the page's site. */
  const fetchTokenFx = createEffect(() => requestFx());
  const $formToken = createStore('')
    .on(fetchTokenFx.doneData, (_, answer) => answer.token)
    .reset(fetchTokenFx.fail);
  /**
   * When a submission may go, in ms since the epoch on the browser's clock: the token's arrival
   * plus the API's least fill time (the API measures from the issue, which came before); 0 when
   * none was asked for or none could be fetched (nothing to wait for); null while one is being
   * fetched. A time of this browser only: never carried from the server's render.
   */
  const $sendableAt = createStore<number | null>(0, { serialize: 'ignore' })
    .on(tokenWanted, () => null)
    .on(fetchTokenFx.fail, () => 0);
  sample({
    clock: fetchTokenFx.doneData,
    fn: (answer) => Date.now() + Math.max(0, answer.minFillMs),
    target: $sendableAt,
  });
  /** Holds a submission for the given ms; replaceable in tests with `fork({ handlers })`. */
  const holdFx = createEffect(wait);
  sample({ clock: tokenWanted, target: fetchTokenFx });
  return { tokenWanted, fetchTokenFx, $formToken, $sendableAt, holdFx };
}

/** The units of one form's token. */
export type FormToken = ReturnType<typeof createFormToken>;

/**
 * Ties a form to its token: `opened` asks for one, a refusal of `send` that a new token cures
 * asks again, and `submitted` (when `ready`, default always: a form passes "not sending
 * already", and while one submission is held no other is taken) is held until the token is
 * there and the least fill time has passed since it came, then goes to `send` with the token as
 * `formToken` (left out when none could be fetched).
 * @returns `held`: a submission was taken and waits for its turn (the form says "sending")
 */
export function connectFormToken<Request extends object, Answer>(
  token: FormToken,
  units: {
    opened: Unit<unknown>;
    submitted: EventCallable<Request>;
    send: Effect<Request, Answer>;
    ready?: Store<boolean>;
  },
): { held: Event<Request> } {
  sample({ clock: units.opened, fn: () => undefined, target: token.tokenWanted });
  sample({
    clock: units.send.failData,
    filter: (error) => isTokenRefusal((error as { body?: string } | null)?.body),
    fn: () => undefined,
    target: token.tokenWanted,
  });
  const $held = createStore<{ request: Request } | null>(null);
  const held = sample({
    clock: units.submitted,
    source: { ready: units.ready ?? createStore(true), held: $held },
    filter: ({ ready, held }) => ready && held === null,
    fn: (_, request) => request,
  });
  $held.on(held, (_, request) => ({ request }));
  // Once the submission is held and the token's time is known, wait what is left of it.
  sample({
    clock: [$held.updates, token.$sendableAt.updates],
    source: { held: $held, sendableAt: token.$sendableAt, holding: token.holdFx.pending },
    filter: ({ held, sendableAt, holding }) => held !== null && sendableAt !== null && !holding,
    fn: ({ sendableAt }) => Math.max(0, (sendableAt ?? 0) - Date.now()),
    target: token.holdFx,
  });
  sample({
    clock: token.holdFx.done,
    source: { held: $held, formToken: token.$formToken },
    filter: ({ held }) => held !== null,
    fn: ({ held, formToken }) =>
      ({ ...(held as { request: Request }).request, formToken: formToken || undefined }) as Request,
    target: units.send,
  });
  $held.reset(units.send, units.opened);
  return { held };
}
