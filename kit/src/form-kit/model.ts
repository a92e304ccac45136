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
import { BadRequestError, ClientError, HttpError, NotFoundError } from 'shared/api';
import { connectFormToken, createFormToken, type FormToken } from 'kit/form-token';

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
  /** The server's code of the refusal, for an API that names its refusals (see codedRefusalOf). */
  code?: string;
  /** The seconds to wait of a 429's Retry-After, when it said them. */
  retryAfter?: number;
}

/**
 * Reads a failed call: a 400 gives its `fields`, a 429 its message and the seconds of its
 * Retry-After, a 404 'unavailable' (the estate is gone), anything else (network, 5xx) 'failed'.
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
    return {
      status: 'rateLimited',
      fields: {},
      message: body.message ?? '',
      ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
    };
  if (error instanceof NotFoundError) return { status: 'unavailable', fields: {}, message: '' };
  return { status: 'failed', fields: {}, message: '' };
}

/**
 * Reads a failed call of an API that names its refusals, `{ code, message, errors: [{ field,
 * code }] }` (the holiday rental calls): 'refused' for code VALIDATION, 'failed' for any other
 * (a period taken meanwhile, too many persons, the rate limit, the network), with the server's
 * message ('' when none). Its fields carry the error codes, not texts: the form words them in
 * its own namespace. The code is the server's, else `HTTP_{status}`, else NETWORK.
 */
export function codedRefusalOf(error: unknown): Refusal {
  let body: { code?: unknown; message?: unknown; errors?: unknown } = {};
  if (error instanceof HttpError && error.body) {
    try {
      body = JSON.parse(error.body) as typeof body;
    } catch {
      // Not the API's JSON (a proxy's page): a refusal without a message.
      body = {};
    }
  }
  const code =
    typeof body.code === 'string'
      ? body.code
      : error instanceof HttpError
        ? `HTTP_${error.status}`
        : 'NETWORK';
  const errors = Array.isArray(body.errors)
    ? (body.errors as { field?: unknown; code?: unknown }[])
    : [];
  const fields: Record<string, string> = {};
  for (const named of errors) {
    if (typeof named?.field === 'string' && typeof named.code === 'string')
      fields[named.field] = named.code;
  }
  return {
    status: code === 'VALIDATION' ? 'refused' : 'failed',
    fields,
    message: typeof body.message === 'string' ? body.message : '',
    code,
  };
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
  /** The server's code of the last refusal ('' when none; see codedRefusalOf). */
  $refusalCode: StoreWritable<string>;
  /** The seconds to wait of the last refusal's Retry-After (null when it said none). */
  $retryAfter: StoreWritable<number | null>;
}

/**
 * Makes the model of a form that sends its request with `send`. A submission while one is being
 * sent is ignored.
 * @param options.token whether the form sends a form token (true by default; a change of a
 *   subscription by its own secret token sends none)
 * @param options.refusal how to read a failed call (refusalOf by default; codedRefusalOf for an
 *   API that names its refusals)
 */
export function createFormModel<Request extends object, Answer>(
  send: (request: Request) => Promise<Answer>,
  options: { token?: boolean; refusal?: (error: unknown) => Refusal } = {},
): FormModel<Request, Answer> {
  const formOpened = createEvent();
  const formSubmitted = createEvent<Request>();
  const token = options.token === false ? null : createFormToken();
  const sendFx = createEffect<Request, Answer>(send);
  const refused = sendFx.failData.map(options.refusal ?? refusalOf);
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
  const $refusalCode = createStore('')
    .on(refused, (_, refusal) => refusal.code ?? '')
    .reset(formOpened, sendFx);
  const $retryAfter = createStore<number | null>(null)
    .on(refused, (_, refusal) => refusal.retryAfter ?? null)
    .reset(formOpened, sendFx);
  const ready = sendFx.pending.map((pending) => !pending);
  if (token) {
    const { held } = connectFormToken(token, {
      opened: formOpened,
      submitted: formSubmitted,
      send: sendFx,
      ready,
    });
    // Held until the token's least fill time has passed: the visitor sees it being sent.
    $status.on(held, () => 'sending');
    $serverErrors.reset(held);
    $serverMessage.reset(held);
    $refusalCode.reset(held);
    $retryAfter.reset(held);
  } else {
    sample({
      clock: formSubmitted,
      filter: ready,
      target: sendFx,
    });
  }
  return {
    formOpened,
    formSubmitted,
    sendFx,
    $status,
    $serverErrors,
    $serverMessage,
    $refusalCode,
    $retryAfter,
    token,
  };
}
