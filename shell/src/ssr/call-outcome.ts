/**
 * What a server render's calls met, and the page's status from it (real traffic: a page that
 * could not read its data is never a 200 that a crawler would index or a cache would keep). The
 * render's fetch notes each call that was refused over the visitor's limit (429, with the API's
 * Retry-After) or failed (a 5xx answer, no answer, a time-out). A page whose own data (or the
 * shell's start-up) met that answers 429 with Retry-After when over the limit, else 503 with
 * Retry-After; a page whose own data was read answers its status without the secondary sections
 * that met it, and is not kept by any cache (pageAnswerOf).
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

/** Both outcomes together: the longest wait of either, failed when either failed. */
export function mergeOutcomes(a: CallOutcome, b: CallOutcome): CallOutcome {
  const waits = [a.limitedFor, b.limitedFor].filter((w): w is number => w !== null);
  return {
    limitedFor: waits.length > 0 ? Math.max(...waits) : null,
    failed: a.failed || b.failed,
  };
}

/** What one server render met: its status so far, its calls, and the parts it could not render. */
export interface RenderOutcome {
  /** The status of the route and the page's preparation (200, 404 for an unknown estate...). */
  status: number;
  /** What the shell's start-up calls met (the market's site, its phrases): every page needs them. */
  shell: CallOutcome;
  /** What the page's calls met: its preparation's, its sections', the footer menu's. */
  page: CallOutcome;
  /**
   * Whether the page's preparation read the page's own data (a detail page's estate): its calls
   * that met a refusal or a failure were then of secondary sections, which the page leaves out.
   */
  ownDataRead: boolean;
  /** Whether the page's main content (its remote's page) could not be rendered on the server. */
  contentMissing: boolean;
  /**
   * Whether a part inside the page could not be rendered on the server (a fragment whose remote
   * is down, a part that threw or was not ready in time); not a part that the market's composition
   * leaves to the browser on purpose.
   */
  partMissing: boolean;
}

/** How a rendered page answers. */
export interface PageAnswer {
  status: number;
  /** Extra headers: `retry-after` (seconds) for a 429 or 503. */
  headers: Record<string, string>;
  /**
   * True for a page rendered without one of its parts (a secondary section refused or failed, a
   * fragment not rendered on the server): neither the site server nor a shared cache may keep it.
   */
  incomplete: boolean;
}

/**
 * How a rendered page answers, from what its render met:
 * - its main content (its remote's page) not rendered on the server: 503 with Retry-After (an
 *   empty page is never a 200);
 * - the shell's start-up, or the page's own data (every call of a page whose preparation did not
 *   say its own data was read), over the visitor's limit: 429 with the longest Retry-After;
 *   failed: 503 with UNAVAILABLE_RETRY_AFTER_S (pageStatusOf);
 * - else its status, `incomplete` when a secondary section met a refusal or a failure (left out
 *   of a page whose own data was read) or a part could not be rendered on the server.
 */
export function pageAnswerOf(outcome: RenderOutcome): PageAnswer {
  if (outcome.contentMissing)
    return {
      status: 503,
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) },
      incomplete: true,
    };
  const main = outcome.ownDataRead ? outcome.shell : mergeOutcomes(outcome.shell, outcome.page);
  const { status, headers } = pageStatusOf(outcome.status, main);
  const sectionsMissing =
    outcome.ownDataRead && (outcome.page.limitedFor !== null || outcome.page.failed);
  return { status, headers, incomplete: outcome.partMissing || sectionsMissing };
}
