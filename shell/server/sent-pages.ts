/**
 * The answers of kept pages, sent again before a request reaches Fastify: the page handler
 * records each answer of a page kept in the page cache as it went out, and the server's request
 * listener replays it while the page was made at the version state and markets of now.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { CachedPage, PageCache } from './page-cache';

/** One answer of a kept page exactly as the site server sent it: status, headers and body. */
export interface SentAnswer {
  status: number;
  /** Every header it was sent with (frozen; Node adds the Date and the connection's own). */
  headers: Readonly<OutgoingHttpHeaders>;
  /** Its body (plain or compressed); null for a 304. */
  body: Buffer | null;
}

/**
 * What a kept page's answers were made at, each compared by identity: the version state (the
 * data version and the builds, data-version.ts) and the markets (their file and deployments).
 */
export interface SentState {
  state: object;
  markets: object;
}

/** A kept page's answers under one request key. */
interface SentEntry {
  page: CachedPage;
  made: SentState;
  /** Full answers by the request's Accept-Encoding header ('' when it has none). */
  answers: Map<string, SentAnswer>;
  /** 304 answers to an If-None-Match of exactly the page's ETag, by Accept-Encoding. */
  notModified: Map<string, SentAnswer>;
  /** Counts an answer sent from here (the page cache's hits). */
  hit: () => void;
}

/** The most distinct Accept-Encoding headers whose answers one page keeps. */
const MAX_ENCODING_HEADERS = 8;

/**
 * The key of a request's answers: its Host header and URL, with, when it carries forwarded
 * headers (X-Forwarded-Host or -Proto, which a trusted proxy uses to pick the market and the
 * scheme), those, X-Forwarded-For and the peer's address, so that an answer is replayed only to a
 * request the site server would have answered the same way.
 * @returns a string key (never empty)
 */
export function sentKey(request: IncomingMessage): string {
  const { headers } = request;
  const key = `${headers.host ?? ''} ${request.url ?? ''}`;
  const host = headers['x-forwarded-host'];
  const proto = headers['x-forwarded-proto'];
  if (host === undefined && proto === undefined) return key;
  return `${key}\n${String(host)}\n${String(proto)}\n${String(headers['x-forwarded-for'])}\n${request.socket?.remoteAddress ?? ''}`;
}

/**
 * The answers the site server sent of its kept pages, replayed before the request reaches the
 * framework: a page from the cache costs one lookup, a comparison of the state it was made at
 * with the state now (by identity: no read of the data version, no check of the builds), the
 * ETag compared as a string, and one write of headers and body prepared once. An answer is
 * recorded from what the framework really sent (every plugin's headers: security headers,
 * policy, ETag, Vary), for each Accept-Encoding header asked with, so a replay sends the same
 * bytes; anything else (another method, another If-None-Match, an answer not recorded yet, a
 * page made at another state) goes the framework's way, which renders or records it.
 *
 * Bounded: at most `maxEntries` keys (all forgotten when full), at most MAX_ENCODING_HEADERS
 * answers per page, and a page dropped from the page cache is forgotten (`forget`).
 */
export class SentPages {
  private readonly entries = new Map<string, SentEntry>();
  private readonly keysOf = new WeakMap<CachedPage['compressed'], Set<string>>();
  /** The state answers are current at now; null: none is known, nothing is replayed. */
  now: () => SentState | null = () => null;

  /** @param maxEntries the most request keys kept */
  constructor(private readonly maxEntries = 10_000) {}

  /**
   * Sends the recorded answer of a GET when there is one made at the state now.
   * @returns true when it answered (the framework must not), false otherwise
   */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET') return false;
    const entry = this.entries.get(sentKey(request));
    if (entry === undefined) return false;
    const now = this.now();
    if (now === null || now.state !== entry.made.state || now.markets !== entry.made.markets)
      return false;
    const { headers } = request;
    const conditional = headers['if-none-match'];
    const answers =
      conditional === undefined
        ? entry.answers
        : conditional === entry.page.etag
          ? entry.notModified
          : null;
    const answer = answers?.get(headers['accept-encoding'] ?? '');
    if (answer === undefined) return false;
    entry.hit();
    response.writeHead(answer.status, answer.headers);
    if (answer.body === null) response.end();
    else response.end(answer.body);
    return true;
  }

  /**
   * Records an answer the framework sent of `page` (kept in the page cache) for the request of
   * `key` with `acceptEncoding`, made at `made`.
   * @param answer its status, the headers it was sent with (copied and frozen here) and its body
   *   (null for a 304, which is replayed to an If-None-Match of exactly the page's ETag)
   * @param hit counts a replay
   */
  record(
    key: string,
    page: CachedPage,
    made: SentState,
    acceptEncoding: string,
    answer: SentAnswer,
    hit: () => void,
  ): void {
    let entry = this.entries.get(key);
    if (
      entry === undefined ||
      entry.page.compressed !== page.compressed ||
      entry.made.state !== made.state ||
      entry.made.markets !== made.markets
    ) {
      if (entry === undefined && this.entries.size >= this.maxEntries) this.entries.clear();
      entry = { page, made, answers: new Map(), notModified: new Map(), hit };
      this.entries.set(key, entry);
      let keys = this.keysOf.get(page.compressed);
      if (keys === undefined) this.keysOf.set(page.compressed, (keys = new Set()));
      keys.add(key);
    }
    const answers = answer.body === null ? entry.notModified : entry.answers;
    if (answers.size >= MAX_ENCODING_HEADERS && !answers.has(acceptEncoding)) return;
    answers.set(
      acceptEncoding,
      Object.freeze({
        status: answer.status,
        headers: Object.freeze({ ...answer.headers }),
        body: answer.body,
      }),
    );
  }

  /** Forgets every answer of `page` (no longer kept: PageCache's `dropped`). */
  forget(page: CachedPage): void {
    const keys = this.keysOf.get(page.compressed);
    if (keys === undefined) return;
    this.keysOf.delete(page.compressed);
    for (const key of keys)
      if (this.entries.get(key)?.page.compressed === page.compressed) this.entries.delete(key);
  }

  /** The number of request keys with answers (for tests). */
  size(): number {
    return this.entries.size;
  }
}

/** What a request's answer of a kept page is replayed by: its page's key and what it was made at. */
export interface Replay {
  /** The page's key in the page cache. */
  key: string;
  /** The version state and the markets the page was made at (compared by identity). */
  state: object;
  markets: object;
  /** Its page type, for the page cache's hits. */
  pageType: string;
}

/**
 * Records in `sent` the answers of kept pages as Fastify really sent them (in `onResponse`, once
 * every plugin has set its headers), and tells `sent` the state of now: the feed's known state
 * with the markets of now.
 * An answer is not recorded when it did not go out whole, went out otherwise than meant (another
 * status or encoding, another length: a plugin changed it), carries a cookie (one visitor's own),
 * or its page is no longer the one kept.
 * @param hit counts a replay of a page of a type (the page cache's hits)
 * @returns the function the page handler calls as it sends an answer of a kept page: its status,
 *   Content-Encoding (none: plain or a 304) and body (none: a 304)
 */
export function recordSentAnswers(
  app: FastifyInstance,
  sent: SentPages,
  pages: Pick<PageCache, 'isKept'>,
  feed: { known(): object | null | undefined },
  markets: () => object,
  hit: (pageType: string) => void,
): (
  request: object,
  replay: Replay,
  page: CachedPage,
  status: number,
  encoding?: string,
  body?: Buffer,
) => void {
  sent.now = () => {
    const state = feed.known();
    return state ? { state, markets: markets() } : null;
  };
  const sendings = new WeakMap<
    object,
    { replay: Replay; page: CachedPage; status: number; encoding?: string; body: Buffer | null }
  >();
  app.addHook('onResponse', async (request, reply) => {
    const sending = sendings.get(request);
    if (sending === undefined) return;
    const { replay, page, status, encoding, body } = sending;
    const raw = reply.raw;
    const headers = raw.getHeaders();
    if (
      !raw.writableFinished ||
      raw.statusCode !== status ||
      headers['content-encoding'] !== encoding ||
      headers['set-cookie'] !== undefined ||
      (body !== null && Number(headers['content-length']) !== body.length) ||
      !pages.isKept(replay.key, page)
    )
      return;
    sent.record(
      sentKey(request.raw),
      page,
      { state: replay.state, markets: replay.markets },
      request.headers['accept-encoding'] ?? '',
      { status, headers, body },
      () => hit(replay.pageType),
    );
  });
  return (request, replay, page, status, encoding, body) =>
    sendings.set(request, { replay, page, status, encoding, body: body ?? null });
}
