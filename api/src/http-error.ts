/** Errors with an HTTP status, answered by Fastify's error handler as `{ statusCode, error, message }`. */

/** An error carrying the HTTP status to answer. */
export class HttpError extends Error {
  readonly statusCode: number;

  /**
   * @param statusCode the HTTP status, e.g. 404
   * @param message the message sent to the client
   */
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

/**
 * A 404 error.
 * @param message e.g. 'Estate 123 not found'
 */
export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}
