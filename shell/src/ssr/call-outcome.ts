/**
 * What a server render's calls met (real traffic: a page that could not read its data is never a
 * 200 that a crawler would index or a cache would keep). The render's fetch notes each call that
 * was refused over the visitor's limit (429, with the API's Retry-After) or failed (a 5xx answer,
 * no answer, a time-out); the page then answers 429 or 503 with Retry-After.
 */

/** Seconds a visitor (or crawler) is asked to wait after a page whose data could not be read. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/** What the calls of one render met. */
export interface CallOutcome {
  /** The longest Retry-After (s) of the calls refused over the visitor's limit; null for none. */
  limitedFor: number | null;
  /** Whether a call failed (5xx, no answer, time-out) or the page's preparation failed. */
  failed: boolean;
}

/** A render's fetch and what its calls met. */
export interface CallRecorder {
  /** The fetch to make the render's calls with; it answers and throws as `base` does. */
  fetch: typeof fetch;
  /** Notes a failure that no call reported (a preparation that threw or took too long). */
  noteFailure(): void;
  /** What the calls met so far. */
  outcome(): CallOutcome;
}

/** Seconds of a Retry-After header (its delay-seconds form), or null when absent or not one. */
export function retryAfterSeconds(value: string | null): number | null {
  if (value === null || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  return Number(value);
}

/**
 * A fetch that notes what each call met.
 * @param base the fetch that makes the calls (the global fetch by default)
 */
export function recordCalls(
  base: typeof fetch = (input, init) => fetch(input, init),
): CallRecorder {
  const seen: CallOutcome = { limitedFor: null, failed: false };
  return {
    fetch: async (input, init) => {
      let response: Response;
      try {
        response = await base(input, init);
      } catch (error) {
        seen.failed = true;
        throw error;
      }
      if (response.status === 429) {
        const wait =
          retryAfterSeconds(response.headers.get('retry-after')) ?? UNAVAILABLE_RETRY_AFTER_S;
        seen.limitedFor = Math.max(seen.limitedFor ?? 0, wait);
      } else if (response.status >= 500) {
        seen.failed = true;
      }
      return response;
    },
    noteFailure: () => {
      seen.failed = true;
    },
    outcome: () => ({ ...seen }),
  };
}

/**
 * The status and extra headers of a page from what its calls met: 429 with the API's Retry-After
 * when a call was over the visitor's limit, else 503 with UNAVAILABLE_RETRY_AFTER_S when a call
 * failed, else `status` as it is.
 */
export function pageStatusOf(
  status: number,
  outcome: CallOutcome,
): { status: number; headers: Record<string, string> } {
  if (outcome.limitedFor !== null)
    return { status: 429, headers: { 'retry-after': String(outcome.limitedFor) } };
  if (outcome.failed)
    return { status: 503, headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) } };
  return { status, headers: {} };
}
