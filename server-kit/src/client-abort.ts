/**
 * Telling a client that went away from a failure (the API and the site server): a request whose connection closed before it was
 * read or answered fails with Node's "aborted" (ECONNRESET), a premature close
 * (ERR_STREAM_PREMATURE_CLOSE), undici's "Request aborted" (UND_ERR_ABORTED) or an AbortError;
 * none of them is the server's fault, so they are logged at info, not as errors.
 */
const ABORT_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'UND_ERR_ABORTED',
  'ABORT_ERR',
]);

/**
 * True when `error` comes from the client's going away: an abort's code, name or message (on the
 * error or its `cause`).
 * @param error what was thrown
 */
export function isClientAbort(error: unknown): boolean {
  const { code, name, message } = (error ?? {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string' && ABORT_CODES.has(code)) return true;
  if (name === 'AbortError') return true;
  if (typeof message === 'string' && /^(request )?aborted$|premature close/i.test(message))
    return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause !== undefined && cause !== error && isClientAbort(cause);
}
