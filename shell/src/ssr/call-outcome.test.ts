/**
 * @jest-environment node
 */
import {
  mergeOutcomes,
  pageAnswerOf,
  pageStatusOf,
  recordCalls,
  retryAfterSeconds,
  UNAVAILABLE_RETRY_AFTER_S,
} from './call-outcome';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : '{}', { status, headers });

describe('recordCalls', () => {
  it('notes nothing for answers that read the data (2xx, 404)', async () => {
    const calls = recordCalls(async (input) =>
      answer(String(input).endsWith('/missing') ? 404 : 200),
    );
    await calls.fetch('http://api/sites/1');
    await calls.fetch('http://api/missing');
    expect(calls.outcome()).toEqual({ limitedFor: null, failed: false });
    expect(pageStatusOf(200, calls.outcome())).toEqual({ status: 200, headers: {} });
    expect(pageStatusOf(404, calls.outcome())).toEqual({ status: 404, headers: {} });
  });

  it('answers 429 with the longest Retry-After of the calls over the visitor’s limit', async () => {
    let wait = 5;
    const calls = recordCalls(async () => answer(429, { 'Retry-After': String((wait += 10)) }));
    const first = await calls.fetch('http://api/sites/1/estates');
    await calls.fetch('http://api/sites/1/estate-filters');
    expect(first.status).toBe(429);
    expect(pageStatusOf(200, calls.outcome())).toEqual({
      status: 429,
      headers: { 'retry-after': '25' },
    });
  });

  it('answers 503 with a Retry-After for a 5xx, a call that throws, or a noted failure', async () => {
    const server = recordCalls(async () => answer(502));
    await server.fetch('http://api/x');
    expect(pageStatusOf(200, server.outcome())).toEqual({
      status: 503,
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) },
    });

    const down = recordCalls(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(down.fetch('http://api/x')).rejects.toThrow('fetch failed');
    expect(down.outcome().failed).toBe(true);

    const slow = recordCalls(async () => answer(200));
    slow.noteFailure();
    expect(pageStatusOf(404, slow.outcome()).status).toBe(503);
  });

  it('prefers 429 to 503 when both happened: the visitor is told when to come back', async () => {
    const calls = recordCalls(async (input) =>
      String(input).endsWith('/a') ? answer(500) : answer(429, { 'Retry-After': '40' }),
    );
    await calls.fetch('http://api/a');
    await calls.fetch('http://api/b');
    expect(pageStatusOf(200, calls.outcome())).toEqual({
      status: 429,
      headers: { 'retry-after': '40' },
    });
  });
});

describe('retryAfterSeconds', () => {
  it('reads delay-seconds and nothing else', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(' 7 ')).toBe(7);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterSeconds('-1')).toBeNull();
  });
});

describe('pageAnswerOf', () => {
  const fine = { limitedFor: null, failed: false };
  const limited = { limitedFor: 40, failed: false };
  const failed = { limitedFor: null, failed: true };
  const render = {
    status: 200,
    shell: fine,
    page: fine,
    ownDataRead: false,
    contentMissing: false,
    partMissing: false,
  };
  const retry = { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) };

  it('answers a whole page with its status, complete', () => {
    expect(pageAnswerOf(render)).toEqual({ status: 200, headers: {}, incomplete: false });
    expect(pageAnswerOf({ ...render, status: 404 })).toEqual({
      status: 404,
      headers: {},
      incomplete: false,
    });
  });

  it('answers 200 without a secondary section refused or failed, once the own data was read', () => {
    for (const page of [limited, failed, mergeOutcomes(limited, failed)])
      expect(pageAnswerOf({ ...render, page, ownDataRead: true })).toEqual({
        status: 200,
        headers: {},
        incomplete: true,
      });
  });

  it('answers 429 with Retry-After, never 503, when the own data is over the limit', () => {
    expect(pageAnswerOf({ ...render, page: limited })).toEqual({
      status: 429,
      headers: { 'retry-after': '40' },
      incomplete: false,
    });
    // The shell's start-up is every page's own data.
    expect(pageAnswerOf({ ...render, shell: limited, ownDataRead: true }).status).toBe(429);
  });

  it('answers 503 with Retry-After only when the own data could not be read otherwise', () => {
    expect(pageAnswerOf({ ...render, page: failed })).toEqual({
      status: 503,
      headers: retry,
      incomplete: false,
    });
    expect(pageAnswerOf({ ...render, shell: failed, ownDataRead: true }).status).toBe(503);
  });

  it('answers 503 with Retry-After when the main content could not be rendered on the server', () => {
    expect(pageAnswerOf({ ...render, contentMissing: true })).toEqual({
      status: 503,
      headers: retry,
      incomplete: true,
    });
    expect(
      pageAnswerOf({ ...render, contentMissing: true, ownDataRead: true, page: limited }).status,
    ).toBe(503);
  });

  it('renders the rest, incomplete, when only a fragment could not be rendered on the server', () => {
    expect(pageAnswerOf({ ...render, partMissing: true })).toEqual({
      status: 200,
      headers: {},
      incomplete: true,
    });
  });
});

describe('mergeOutcomes', () => {
  it('keeps the longest wait and any failure', () => {
    expect(
      mergeOutcomes({ limitedFor: 10, failed: false }, { limitedFor: 30, failed: true }),
    ).toEqual({ limitedFor: 30, failed: true });
    expect(
      mergeOutcomes({ limitedFor: null, failed: false }, { limitedFor: null, failed: false }),
    ).toEqual({ limitedFor: null, failed: false });
  });
});
