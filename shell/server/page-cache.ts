/**
 * Pages that can be cached and revalidated (real traffic): every public page carries an ETag made
 * of the data version it was built from (the API's `/data-version`, which every write to what a
 * page shows changes), the code that built it and its market, and a Cache-Control that lets a
 * shared cache (a reverse proxy, a CDN) keep it briefly and serve it stale while it revalidates.
 * The site server keeps its own bounded cache of rendered pages (lru-cache, by bytes), keyed by
 * market and URL and valid for one ETag: a repeated page is sent without rendering, and a write
 * shows once the site server knows the new data version (data-version.ts).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** Cache-Control of a public page: a shared cache keeps it 60 s, then serves it stale for 10 min while it revalidates; a browser revalidates it each time (ETag, 304). */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Cache-Control of a page of one visitor's own (shared/routes isPersonalRoute). */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store';
/** Cache-Control of a page whose data could not be read (429, 5xx). */
export const FAILED_PAGE_CACHE_CONTROL = 'no-store';
/**
 * Cache-Control of a page rendered without one of its parts (a secondary section refused or
 * failed, a fragment not rendered on the server): no cache keeps it, so the next view has it whole.
 */
export const INCOMPLETE_PAGE_CACHE_CONTROL = 'no-store';

/** The statuses of a page a cache may keep: a page, a page that does not exist. */
const CACHEABLE_STATUSES = new Set([200, 404, 410]);

/**
 * The ETag of a page: weak (the bytes sent differ by compression), from everything its HTML is
 * made of besides its URL: the data version, the code (shell and remotes' builds) and the
 * market's composition.
 */
export function pageEtag(parts: { version: string; build: string; market: string }): string {
  const made = `${parts.version}\n${parts.build}\n${parts.market}`;
  let etag = etags.get(made);
  if (etag === undefined) {
    etag = `W/"${createHash('sha256').update(made).digest('base64url').slice(0, 22)}"`;
    etags.set(made, etag);
  }
  return etag;
}

/**
 * The ETags made lately: every page request asks for its ETag, most of them the same few (one
 * data version, build and market at a time), and hashing it again took 4 % of the site server's
 * time on pages from its cache.
 */
const etags = new LRUCache<string, string>({ max: 64 });

/**
 * Whether an If-None-Match header matches an ETag (RFC 9110 §13.1.2: weak comparison, a list, or
 * `*`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The compressions a page is sent in besides its plain body. */
export type PageEncoding = 'br' | 'gzip';

/** A rendered page as it is kept and sent: its status, headers, plain body and its compressions. */
export interface CachedPage {
  etag: string;
  status: number;
  /** Its own headers (content type; Retry-After for a page that failed). */
  headers: Record<string, string>;
  body: Buffer;
  /** The Content-Security-Policy it is sent with (its market's, with its own style elements). */
  policy?: string;
  /** Its body compressed in each encoding asked for so far (each made once), and their bytes. */
  compressed: { bodies: Map<PageEncoding, Promise<Buffer>>; bytes: number };
}

/** A page as a render gives it, before compression. */
export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /**
   * The Content-Security-Policy it is sent with, made once when it is rendered (a kept page is
   * per market and ETag, which holds the market's composition).
   */
  policy?: string;
  /** True when it was rendered without one of its parts (never kept: isCacheable). */
  incomplete?: boolean;
}

const COMPRESS: Record<PageEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Most of quality 11's gain at a fraction of its time.
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    }),
  gzip: (body) => promisify(zlib.gzip)(body, { level: 6 }),
};

/** A rendered page ready to be kept: nothing compressed yet (see compressedBody). */
export function keptPage(etag: string, page: RenderedPage): CachedPage {
  return { etag, ...page, compressed: { bodies: new Map(), bytes: 0 } };
}

/**
 * A kept page's body in `encoding`: brotli at quality 5 or gzip at level 6, compressed the first
 * time a visitor asks for that encoding and then the same bytes for everyone. A page is not
 * compressed in an encoding nobody asks for (a CDN in front asks for one; curl for none).
 * @param compressed called once the compression is made, with its size in bytes
 */
export function compressedBody(
  page: CachedPage,
  encoding: PageEncoding,
  compressed?: (bytes: number) => void,
): Promise<Buffer> {
  const { bodies } = page.compressed;
  let made = bodies.get(encoding);
  if (!made) {
    made = COMPRESS[encoding](page.body);
    bodies.set(encoding, made);
    void made.then(
      (bytes) => {
        page.compressed.bytes += bytes.length;
        compressed?.(bytes.length);
      },
      () => bodies.delete(encoding),
    );
  }
  return made;
}

/**
 * Whether a rendered page may be kept and shared: a page or a missing one, never a failure nor a
 * page rendered without one of its parts.
 */
export function isCacheable(page: RenderedPage): boolean {
  return (
    CACHEABLE_STATUSES.has(page.status) && !('retry-after' in page.headers) && !page.incomplete
  );
}

/**
 * The Cache-Control of a page that is not kept (no data version, a failure, an incomplete page):
 * a failure or an incomplete page is stored by no cache, another page is revalidated each time.
 */
export function unkeptPageCacheControl(page: { status: number; incomplete?: boolean }): string {
  if (page.status >= 429) return FAILED_PAGE_CACHE_CONTROL;
  if (page.incomplete) return INCOMPLETE_PAGE_CACHE_CONTROL;
  return 'no-cache';
}

/**
 * The site server's cache of rendered pages: at most `maxBytes` of pages (plain and compressed),
 * the least recently used dropped first; a page is valid for its ETag only. Renders of one page
 * asked for at the same time are made once.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage> | null;
  private readonly pending = new Map<string, Promise<CachedPage | RenderedPage>>();

  /**
   * @param maxBytes the most bytes kept (0: none kept, every page rendered)
   * @param dropped told of a page no longer kept (dropped for room, or replaced by another
   *   version of it), so what refers to it can let it go (SentPages)
   */
  constructor(maxBytes: number, dropped?: { forget(page: CachedPage): void }) {
    this.pages =
      maxBytes > 0
        ? new LRUCache<string, CachedPage>({
            maxSize: maxBytes,
            sizeCalculation: (page, key) =>
              page.body.length + page.compressed.bytes + key.length + 256,
            // A copy set again by `body` (the same compressions) is the same page, still kept.
            disposeAfter: (page, key) => {
              if (this.pages?.peek(key)?.compressed !== page.compressed) dropped?.forget(page);
            },
          })
        : null;
  }

  /** Whether `page` is the one kept under `key` now (a cache of 0 bytes keeps none). */
  isKept(key: string, page: CachedPage): boolean {
    return this.pages?.peek(key)?.compressed === page.compressed;
  }

  /** The page kept under `key` at `etag`, without counting it as used; undefined when none. */
  kept(key: string, etag: string): CachedPage | undefined {
    const page = this.pages?.peek(key);
    return page?.etag === etag ? page : undefined;
  }

  /**
   * The page of `key` at `etag`: the kept one, else `render`'s (shared with the requests for the
   * same page at the same time), kept when it may be (isCacheable).
   * @returns a CachedPage (kept or keepable) or the RenderedPage of a failure
   * @throws what `render` throws
   */
  async page(
    key: string,
    etag: string,
    render: () => Promise<RenderedPage>,
  ): Promise<CachedPage | RenderedPage> {
    const kept = this.pages?.get(key);
    if (kept && kept.etag === etag) return kept;
    const id = `${etag} ${key}`;
    const running = this.pending.get(id);
    if (running) return running;
    const made = (async () => {
      const rendered = await render();
      if (!isCacheable(rendered)) return rendered;
      const page = keptPage(etag, rendered);
      this.pages?.set(key, page);
      return page;
    })().finally(() => this.pending.delete(id));
    this.pending.set(id, made);
    return made;
  }

  /**
   * The body of `page` (kept under `key`, or just rendered) in `encoding` (compressedBody); a kept
   * page's size in the cache then counts its new compression.
   */
  body(key: string, page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
    return compressedBody(page, encoding, () => {
      // lru-cache weighs an entry when it is set, and setting the same object again is a no-op:
      // a copy (sharing the compressions) is weighed with the new one and may drop others.
      const kept = this.pages?.peek(key);
      if (kept?.compressed === page.compressed) this.pages?.set(key, { ...kept });
    });
  }

  /** The number of pages kept and their bytes (for the benchmark and tests). */
  stats(): { pages: number; bytes: number } {
    return { pages: this.pages?.size ?? 0, bytes: this.pages?.calculatedSize ?? 0 };
  }
}
