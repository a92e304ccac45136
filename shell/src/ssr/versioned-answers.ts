/**
 * The API's answers that name the data version they were read at (DATA_VERSION_HEADER), used
 * again by the server renders of that version instead of asking the API again: the estate shown
 * by a detail page under every query string (once per language: the request names it), the
 * filter options of the listings, the collections. Such an answer is the same for every
 * identical request while the version stays (the API's contract), and a render at a version uses
 * only answers of that very version, so a page never shows data older than the version it is
 * kept by. Personal answers, searches and failures name no version and are always asked.
 */
import { LRUCache } from 'lru-cache';
import { DATA_VERSION_HEADER } from 'api/contract/data-version';

/** The bytes of kept answers a process holds at most by default: 16 MiB. */
export const DEFAULT_VERSIONED_ANSWER_BYTES = 16 * 1024 * 1024;

/** Request headers that do not choose an answer: who asks, and which request of ours. */
const NOT_CHOOSING = new Set(['x-request-id', 'x-forwarded-for']);

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/**
 * What identifies a request's answer: method, URL, the headers that may choose it and the body;
 * null for a request this cannot read without consuming it (a Request object, a stream body).
 */
function requestKey(input: Parameters<typeof fetch>[0], init?: RequestInit): string | null {
  if (typeof input !== 'string' && !(input instanceof URL)) return null;
  const body = init?.body;
  if (body !== undefined && body !== null && typeof body !== 'string') return null;
  const headers = [...new Headers(init?.headers)].filter(([name]) => !NOT_CHOOSING.has(name));
  return JSON.stringify([init?.method ?? 'GET', String(input), headers, body ?? '']);
}

/** A process's kept answers (see versionedAnswers). */
export interface VersionedAnswers {
  /**
   * `base` for the calls of one render at `dataVersion`: an answer kept at that version for the
   * same request comes from here, a new one naming that version is kept; without a version
   * (a page that is not kept), `base` as it is.
   */
  fetchAt(base: typeof fetch, dataVersion: string | undefined): typeof fetch;
}

/**
 * Kept answers, bounded by `maxBytes` (least recently used go first; those of older versions are
 * never used again and so go first).
 * @param maxBytes the most bytes of answers kept
 */
export function versionedAnswers(maxBytes = DEFAULT_VERSIONED_ANSWER_BYTES): VersionedAnswers {
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => answer.body.byteLength + 256,
  });
  // A 204 has no body: a Response refuses one, even empty.
  const answerOf = (answer: KeptAnswer) =>
    new Response(answer.status === 204 ? null : answer.body.slice(), {
      status: answer.status,
      headers: answer.headers,
    });
  return {
    fetchAt(base, dataVersion) {
      if (dataVersion === undefined) return base;
      return async (input, init) => {
        const request = requestKey(input, init);
        if (request === null) return base(input, init);
        const key = `${dataVersion}\n${request}`;
        const known = kept.get(key);
        if (known) return answerOf(known);
        const response = await base(input, init);
        if (!response.ok || response.headers.get(DATA_VERSION_HEADER) !== dataVersion)
          return response;
        const answer: KeptAnswer = {
          status: response.status,
          headers: [...response.headers],
          body: new Uint8Array(await response.arrayBuffer()),
        };
        kept.set(key, answer);
        return answerOf(answer);
      };
    },
  };
}
