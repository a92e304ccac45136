/**
 * Named HTTP errors (SPEC §7, §8): any non-OK answer raises an error derived from its status.
 */

/**
 * An HTTP answer that was not OK. `status` is the HTTP status; `body` the answer text when read;
 * `retryAfter` the seconds of its Retry-After header (a 429, a 503), when it had one in seconds.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string | undefined;
  retryAfter: number | undefined;
  constructor(status: number, message: string, body?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}
/** A 4xx answer. */
export class ClientError extends HttpError {
  constructor(status: number, message: string, body?: string) {
    super(status, message, body);
    this.name = 'ClientError';
  }
}
/** A 400 answer: the request was malformed; `body` names the field. */
export class BadRequestError extends ClientError {
  constructor(message = 'Bad Request', body?: string) {
    super(400, message, body);
    this.name = 'BadRequestError';
  }
}
/** A 404 answer: unknown id or path. */
export class NotFoundError extends ClientError {
  constructor(message = 'Not Found', body?: string) {
    super(404, message, body);
    this.name = 'NotFoundError';
  }
}
/** A 5xx answer. */
export class ServerError extends HttpError {
  constructor(status: number, message: string, body?: string) {
    super(status, message, body);
    this.name = 'ServerError';
  }
}
/** A call the product does not implement (SPEC §8): message "Not implemented", status 500. */
export class NotImplementedError extends ServerError {
  constructor(message = 'Not implemented') {
    super(500, message);
    this.name = 'NotImplementedError';
  }
}
/**
 * An OK answer whose body is not the JSON a POST or PUT must answer (e.g. an HTML error page of
 * a proxy): `status` is the answer's status, `body` its text.
 */
export class InvalidResponseError extends HttpError {
  constructor(status: number, body?: string) {
    super(status, `${status} answer is not valid JSON`, body);
    this.name = 'InvalidResponseError';
  }
}
/** The API could not be reached at all (network down, CORS, DNS). */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/**
 * The named error for a non-OK status: 400 BadRequestError, 404 NotFoundError, other 4xx
 * ClientError, 5xx ServerError, anything else HttpError; with the seconds of its Retry-After
 * header (`retryAfter`) when that is a number of seconds (an HTTP date is left out).
 */
export function httpErrorFromStatus(
  status: number,
  statusText = '',
  body?: string,
  retryAfter?: string | null,
): HttpError {
  const message = `${status}${statusText ? ` ${statusText}` : ''}`;
  let error: HttpError;
  if (status === 400) error = new BadRequestError(message, body);
  else if (status === 404) error = new NotFoundError(message, body);
  else if (status >= 400 && status < 500) error = new ClientError(status, message, body);
  else if (status >= 500 && status < 600) error = new ServerError(status, message, body);
  else error = new HttpError(status, message, body);
  const seconds = retryAfter ? Number(retryAfter.trim()) : NaN;
  if (Number.isInteger(seconds) && seconds >= 0) error.retryAfter = seconds;
  return error;
}
