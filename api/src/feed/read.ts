/**
 * Reading the agency's feed from a file or a URL, as a stream: every complete
 * record is kept, so a file cut short (truncated) still gives the records before the cut, and the
 * cut is reported (a truncated feed never withdraws anything).
 *
 * The feed is JSON, either an array of estates, or
 * `{ "site": 1, "full": true, "estates": [...], "listings": [...] }`: `site` the site id, `full`
 * true when the feed lists every estate of the site (those it lacks are withdrawn), `estates` in
 * the shape of SPEC §3, `listings` second-source listings in the dotted model of SPEC §3.
 */
import { createReadStream } from 'node:fs';
import { JSONParser } from '@streamparser/json';

/** What a feed holds, as far as it could be read. */
export interface RawFeed {
  /** The site id the feed names, if any. */
  site: unknown;
  /** The feed's `full` flag, if any. */
  full: unknown;
  /** The estate records, as parsed (not validated). */
  estates: unknown[];
  /** The second-source listings, as parsed (not validated). */
  listings: unknown[];
  /** Why the reading stopped early (a truncated or malformed file), or null when it was whole. */
  broken: string | null;
}

/**
 * Parses feed text arriving in chunks.
 * @param chunks the file's or the answer's bytes (or text), in order
 * @returns the feed's parts; `broken` says where the JSON stopped making sense. Never throws for
 *   bad JSON; throws what reading the chunks throws.
 */
export async function parseFeed(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
): Promise<RawFeed> {
  const feed: RawFeed = {
    site: undefined,
    full: undefined,
    estates: [],
    listings: [],
    broken: null,
  };
  const parser = new JSONParser({ paths: ['$.*', '$.estates.*', '$.listings.*'] });
  let topLevel: 'array' | 'object' | null = null;
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 1) {
      if (typeof key === 'number') {
        topLevel = 'array';
        feed.estates.push(value);
      } else {
        topLevel = 'object';
        if (key === 'site') feed.site = value;
        else if (key === 'full') feed.full = value;
      }
    } else if (stack.length === 2 && typeof key === 'number') {
      const list = stack[1]?.key;
      if (list === 'estates') feed.estates.push(value);
      else if (list === 'listings') feed.listings.push(value);
    }
  };
  parser.onError = (error: Error) => {
    feed.broken ??= error.message;
  };
  let received = false;
  for await (const chunk of chunks) {
    if (feed.broken !== null) break;
    received = true;
    parser.write(chunk);
  }
  if (feed.broken === null) {
    if (!received) feed.broken = 'the feed is empty';
    else if (!parser.isEnded) parser.end();
  }
  if (feed.broken === null && topLevel === null && feed.estates.length === 0)
    feed.broken ??= 'the feed is neither an array of estates nor an object with "estates"';
  return feed;
}

/**
 * Reads a feed from a file path or an http(s) URL.
 * @throws when the file cannot be opened or the URL answers an error status
 */
export async function readFeed(source: string): Promise<RawFeed> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source);
    if (!response.ok || !response.body)
      throw new Error(`${source} answered ${response.status} ${response.statusText}`);
    return parseFeed(response.body as unknown as AsyncIterable<Uint8Array>);
  }
  return parseFeed(createReadStream(source));
}
