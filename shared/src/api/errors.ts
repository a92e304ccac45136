/**
 * Named HTTP errors (SPEC §7, §8): any non-OK answer raises an error derived from its status.
 */

/** An HTTP answer that was not OK. `status` is the HTTP status; `body` the answer text when read. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string | undefined;
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
 * ClientError, 5xx ServerError, anything else HttpError.
 */
export function httpErrorFromStatus(status: number, statusText = '', body?: string): HttpError {
  const message = `${status}${statusText ? ` ${statusText}` : ''}`;
  if (status === 400) return new BadRequestError(message, body);
  if (status === 404) return new NotFoundError(message, body);
  if (status >= 400 && status < 500) return new ClientError(status, message, body);
  if (status >= 500 && status < 600) return new ServerError(status, message, body);
  return new HttpError(status, message, body);
}
