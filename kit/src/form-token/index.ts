/**
 * A form's token (the API's `GET /sites/{siteId}/form-token`): the API measures a form's fill time
 * from the moment it issued the token to the submission that carries it back (`formToken`), so
 * the browser reports no time of its own. Every form of the site asks for one when it is shown,
 * and again when the API refused the one it sent (too old, unknown, missing).
 *
 * `createFormToken()` makes the units of one form: `tokenWanted` (the form is shown, or its token
 * was refused), `fetchTokenFx` (replaceable in tests with `fork({ handlers })`) and `$formToken`
 * ('' until one came, or when the fetch failed: the submission then goes without, and the API's
 * refusal asks for a new one).
 */
import {
  attach,
  createEffect,
  createEvent,
  createStore,
  sample,
  type Effect,
  type EventCallable,
  type Store,
  type Unit,
} from 'shared/effector';
import { apiContextClient } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';
import type { FormTokenAnswer } from 'shared/domain';

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

/** Makes the token units of one form (see the module's comment). */
export function createFormToken() {
  const tokenWanted = createEvent();
  const requestFx = attach({ source: shell.$apiContext, effect: fetchFormToken });
  /** Fetches a token for the page's site. */
  const fetchTokenFx = createEffect(() => requestFx());
  const $formToken = createStore('')
    .on(fetchTokenFx.doneData, (_, answer) => answer.token)
    .reset(fetchTokenFx.fail);
  sample({ clock: tokenWanted, target: fetchTokenFx });
  return { tokenWanted, fetchTokenFx, $formToken };
}

/** The units of one form's token. */
export type FormToken = ReturnType<typeof createFormToken>;

/**
 * Ties a form to its token: `opened` asks for one, a refusal of `send` that a new token cures
 * asks again, and `submitted` goes to `send` with the token as `formToken` (left out while there
 * is none), when `ready` (default: always; a form passes "not sending already").
 */
export function connectFormToken<Request extends object, Answer>(
  token: FormToken,
  units: {
    opened: Unit<unknown>;
    submitted: EventCallable<Request>;
    send: Effect<Request, Answer>;
    ready?: Store<boolean>;
  },
): void {
  sample({ clock: units.opened, fn: () => undefined, target: token.tokenWanted });
  sample({
    clock: units.send.failData,
    filter: (error) => isTokenRefusal((error as { body?: string } | null)?.body),
    fn: () => undefined,
    target: token.tokenWanted,
  });
  sample({
    clock: units.submitted,
    source: { formToken: token.$formToken, ready: units.ready ?? createStore(true) },
    filter: ({ ready }) => ready,
    fn: ({ formToken }, request) => ({ ...request, formToken: formToken || undefined }) as Request,
    target: units.send,
  });
}
