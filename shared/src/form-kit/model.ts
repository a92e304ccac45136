/**
 * The life of one form on a page, as an effector model made once per form at module load: opened
 * (back to idle, and a form token asked for), submitted with its request (sent with the token: the
 * API measures the fill time from it), sending, then sent, refused by the server (its per-field
 * texts; a refused token is replaced by a new one), over the rate limit, or failed. The form
 * component keeps the field state (react-hook-form) and shows what this model says. One model
 * for every scripted form of the site (SPEC §1 forms), so each says the same things the same way.
 */
import {
  createEffect,
  createEvent,
  createStore,
  sample,
  type Effect,
  type EventCallable,
  type StoreWritable,
} from 'shared/effector';
import { BadRequestError, ClientError, NotFoundError } from 'shared/api';
import { connectFormToken, createFormToken, type FormToken } from 'shared/form-token';

/** Where a form is: idle, sending, sent, refused (fields), rateLimited, unavailable or failed. */
export type FormStatus =
  'idle' | 'sending' | 'sent' | 'refused' | 'rateLimited' | 'unavailable' | 'failed';

/** What a failed sending means for the visitor. */
export interface Refusal {
  status: Exclude<FormStatus, 'idle' | 'sending' | 'sent'>;
  /** The server's text per field (already in the page's language). */
  fields: Record<string, string>;
  /** The server's own message (e.g. the rate limit's), '' when none. */
  message: string;
}

/**
 * Reads a failed call: a 400 gives its `fields`, a 429 its message, a 404 'unavailable' (the
 * estate is gone), anything else (network, 5xx) 'failed'.
 */
export function refusalOf(error: unknown): Refusal {
  let body: { fields?: Record<string, string>; message?: string } = {};
  if (error instanceof ClientError) {
    try {
      body = JSON.parse(error.body ?? '{}') as typeof body;
    } catch {
      body = {};
    }
  }
  if (error instanceof BadRequestError)
    return { status: 'refused', fields: body.fields ?? {}, message: body.message ?? '' };
  if (error instanceof ClientError && error.status === 429)
    return { status: 'rateLimited', fields: {}, message: body.message ?? '' };
  if (error instanceof NotFoundError) return { status: 'unavailable', fields: {}, message: '' };
  return { status: 'failed', fields: {}, message: '' };
}

/** The units of one form. */
export interface FormModel<Request, Answer> {
  /** The form was shown (again): back to idle. */
  formOpened: EventCallable<void>;
  /** The visitor sent a valid form: the request to send. */
  formSubmitted: EventCallable<Request>;
  /** Sends the request; replaceable in tests with `fork({ handlers })`. */
  sendFx: Effect<Request, Answer>;
  $status: StoreWritable<FormStatus>;
  /** The server's per-field texts of the last refusal. */
  $serverErrors: StoreWritable<Record<string, string>>;
  /** The server's message of the last refusal ('' when none). */
  $serverMessage: StoreWritable<string>;
  /** The form's token (asked for when it is opened), or null for a form that sends none. */
  token: FormToken | null;
}

/**
 * Makes the model of a form that sends its request with `send`. A submission while one is being
 * sent is ignored.
 * @param options.token whether the form sends a form token (true by default; a change of a
 *   subscription by its own secret token sends none)
 */
export function createFormModel<Request extends object, Answer>(
  send: (request: Request) => Promise<Answer>,
  options: { token?: boolean } = {},
): FormModel<Request, Answer> {
  const formOpened = createEvent();
  const formSubmitted = createEvent<Request>();
  const token = options.token === false ? null : createFormToken();
  const sendFx = createEffect<Request, Answer>(send);
  const refused = sendFx.failData.map(refusalOf);
  const $status = createStore<FormStatus>('idle')
    .on(sendFx, () => 'sending')
    .on(sendFx.done, () => 'sent')
    .on(refused, (_, refusal) => refusal.status)
    .reset(formOpened);
  const $serverErrors = createStore<Record<string, string>>({})
    .on(refused, (_, refusal) => refusal.fields)
    .reset(formOpened, sendFx);
  const $serverMessage = createStore('')
    .on(refused, (_, refusal) => refusal.message)
    .reset(formOpened, sendFx);
  const ready = sendFx.pending.map((pending) => !pending);
  if (token) {
    connectFormToken(token, { opened: formOpened, submitted: formSubmitted, send: sendFx, ready });
  } else {
    sample({
      clock: formSubmitted,
      filter: ready,
      target: sendFx,
    });
  }
  return { formOpened, formSubmitted, sendFx, $status, $serverErrors, $serverMessage, token };
}
