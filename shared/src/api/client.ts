/**
 * The generic HTTP client of SPEC §7.
 * - Every request carries the site header `X-Site-Id`.
 * - GET also sends the optional language header `X-Language` and the fixed client marker `X-Client`.
 * - GET and DELETE: 204 gives null; a JSON content type is parsed; otherwise the raw Response is returned.
 * - POST and PUT send a JSON body and return null on 204, else the parsed JSON.
 * - Any non-OK answer throws the named error of its status (see errors.ts); on POST the answer text is logged.
 */
import type { Locale } from '../domain';
import { httpErrorFromStatus, InvalidResponseError, NetworkError } from './errors';

export const SITE_HEADER = 'X-Site-Id';
export const LANGUAGE_HEADER = 'X-Language';
export const CLIENT_HEADER = 'X-Client';
export const CLIENT_MARKER = 'agency-website';
/** The header by which a server's call names the visitor it is made for. */
export const FORWARDED_FOR_HEADER = 'X-Forwarded-For';

/**
 * The headers of a server's call made for a visitor: `X-Forwarded-For` with the visitor's IP
 * address (the API believes it from loopback proxies and counts its per-visitor limits by it);
 * undefined for no address (a call of the browser, or of the server for itself).
 */
export function forwardedForHeaders(address?: string): Record<string, string> | undefined {
  return address ? { [FORWARDED_FOR_HEADER]: address } : undefined;
}

export interface HttpClientOptions {
  /** Base address of the API, e.g. '/api' or 'http://localhost:4000' (no trailing slash needed). */
  baseUrl: string;
  /** The site id sent in the site header and used in /sites/{siteId} paths. */
  siteId: number;
  /**
   * The page language: sent as the language header on GET calls that name none, and on POST
   * (the estate search sorts city names in it).
   */
  language?: Locale;
  /** The fetch to use (defaults to the global fetch). */
  fetch?: typeof fetch;
  /** Headers sent with every request (e.g. the market's host on a server's call to itself). */
  headers?: Record<string, string>;
  /** Where errors of POST answers are logged (defaults to console). */
  logger?: Pick<Console, 'error'>;
}

export interface HttpClient {
  readonly siteId: number;
  get<T>(
    path: string,
    options?: { language?: Locale; signal?: AbortSignal },
  ): Promise<T | null | Response>;
  getJson<T>(path: string, options?: { language?: Locale; signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body: unknown, options?: { signal?: AbortSignal }): Promise<T | null>;
  put<T>(path: string, body: unknown): Promise<T | null>;
  delete<T>(path: string, options?: { siteId?: number }): Promise<T | null | Response>;
}

function join(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function isJson(response: Response): boolean {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * Creates the HTTP client of SPEC §7 for one API base address and site.
 * @throws HttpError subclasses for non-OK answers; NetworkError when the API cannot be reached.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const logger = options.logger ?? console;

  async function send(path: string, init: RequestInit): Promise<Response> {
    const withHeaders = options.headers
      ? { ...init, headers: { ...options.headers, ...(init.headers as Record<string, string>) } }
      : init;
    try {
      return await doFetch(join(options.baseUrl, path), withHeaders);
    } catch (cause) {
      if (
        cause instanceof DOMException &&
        (cause.name === 'AbortError' || cause.name === 'TimeoutError')
      ) {
        throw cause;
      }
      throw new NetworkError(`The API at ${options.baseUrl} could not be reached`, { cause });
    }
  }

  async function read<T>(response: Response, method: string): Promise<T | null | Response> {
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      if (method === 'POST')
        logger.error(`POST ${response.url} failed with ${response.status}: ${text}`);
      throw httpErrorFromStatus(
        response.status,
        response.statusText,
        text,
        response.headers.get('retry-after'),
      );
    }
    if (response.status === 204) return null;
    if (isJson(response)) return (await response.json()) as T;
    if (method === 'POST' || method === 'PUT') {
      const text = await response.text();
      if (!text) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        if (method === 'POST') logger.error(`POST ${response.url} answered no JSON: ${text}`);
        throw new InvalidResponseError(response.status, text);
      }
    }
    return response;
  }

  const client: HttpClient = {
    siteId: options.siteId,
    async get<T>(path: string, opts: { language?: Locale; signal?: AbortSignal } = {}) {
      const headers: Record<string, string> = {
        [SITE_HEADER]: String(options.siteId),
        [CLIENT_HEADER]: CLIENT_MARKER,
      };
      const language = opts.language ?? options.language;
      if (language) headers[LANGUAGE_HEADER] = language;
      return read<T>(await send(path, { method: 'GET', headers, signal: opts.signal }), 'GET');
    },
    async getJson<T>(path: string, opts: { language?: Locale; signal?: AbortSignal } = {}) {
      const answer = await client.get<T>(path, opts);
      if (answer instanceof Response) throw httpErrorFromStatus(502, 'Expected JSON');
      return answer as T;
    },
    async post<T>(path: string, body: unknown, opts: { signal?: AbortSignal } = {}) {
      const response = await send(path, {
        method: 'POST',
        headers: {
          [SITE_HEADER]: String(options.siteId),
          'Content-Type': 'application/json',
          ...(options.language ? { [LANGUAGE_HEADER]: options.language } : {}),
        },
        body: JSON.stringify(body),
        signal: opts.signal,
      });
      return read<T>(response, 'POST') as Promise<T | null>;
    },
    async put<T>(path: string, body: unknown) {
      const response = await send(path, {
        method: 'PUT',
        headers: { [SITE_HEADER]: String(options.siteId), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return read<T>(response, 'PUT') as Promise<T | null>;
    },
    async delete<T>(path: string, opts: { siteId?: number } = {}) {
      const response = await send(path, {
        method: 'DELETE',
        headers: { [SITE_HEADER]: String(opts.siteId ?? options.siteId) },
      });
      return read<T>(response, 'DELETE');
    },
  };
  return client;
}
