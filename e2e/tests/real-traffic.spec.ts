/**
 * Real traffic on a site whose API counts the searches' limit per visitor, as a deployment does
 * (LIMITS_SITE_PORT): a burst of page views from many visitors never empties a page for anyone,
 * and a visitor over their own limit is told so (429 with Retry-After), never given an empty page
 * with 200 that a crawler would index.
 *
 * Every request comes from this machine: the site server believes X-Forwarded-For from loopback
 * (as it believes a reverse proxy on the same machine), so each request names its visitor there.
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { LIMITS_API_PORT, LIMITS_SEARCH_RATE, LIMITS_SITE_PORT } from './markets-file';

const site = `http://localhost:${LIMITS_SITE_PORT}`;

// One after the other: the burst of one would slow the other's views past its time.
test.describe.configure({ mode: 'serial' });

/** The listing cards of a server-rendered page's HTML. */
const cardsIn = (html: string) => html.match(/<article\b/g)?.length ?? 0;

/** A visitor's address: the n-th (below 65,536) of the benchmarking range 198.18.0.0/16. */
const visitor = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

/** A page view of `path` by the visitor at `address`. */
const view = (request: APIRequestContext, path: string, address: string): Promise<APIResponse> =>
  request.get(`${site}${path}`, { headers: { 'X-Forwarded-For': address }, maxRedirects: 0 });

test('700 page views in a minute from many visitors keep the listing full for everyone', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const views = 700;
  const parallel = 10;
  const statuses = new Map<number, number>();
  for (let first = 0; first < views; first += parallel) {
    const answers = await Promise.all(
      Array.from({ length: parallel }, (_, i) =>
        // Each view its own address and its own listing (a sort of its own), so that no cache
        // answers for the API: every view is a render that searches.
        view(request, `/en/offer?price-min=${first + i}`, visitor(first + i + 1)),
      ),
    );
    for (const answer of answers)
      statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
  }
  // Each view made a search: ten times one shared budget.
  expect(views).toBeGreaterThan(LIMITS_SEARCH_RATE * 10);
  expect(Object.fromEntries(statuses)).toEqual({ 200: views });
  const next = await view(request, '/en/offer', visitor(views + 1));
  expect(next.status()).toBe(200);
  expect(cardsIn(await next.text())).toBe(15);
});

test('a visitor over their own limit gets 429 with Retry-After, and nobody else does', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const crawler = '192.0.2.77';
  let last: APIResponse | null = null;
  // A search a listing: the limit is reached after as many views.
  for (let n = 0; n <= LIMITS_SEARCH_RATE; n += 1) {
    last = await view(request, `/en/offer?price-max=${1_000_000 + n}`, crawler);
    if (last.status() !== 200) break;
  }
  expect(last?.status()).toBe(429);
  expect(Number(last?.headers()['retry-after'])).toBeGreaterThan(0);
  expect(last?.headers()['cache-control']).toBe('no-store');

  const other = await view(request, '/en/offer', '192.0.2.78');
  expect(other.status()).toBe(200);
  expect(cardsIn(await other.text())).toBe(15);
});

/** The estate ids of a listing's cards, in their order. */
const cardIds = (html: string) =>
  [...html.matchAll(/<article\b[\s\S]*?href="\/en\/offer\/(\d+)/g)].map((m) => m[1]);

test('a repeated view revalidates with 304, and a write shows within the poll of its version', async ({
  request,
}) => {
  const address = '192.0.2.90';
  const first = await view(request, '/en/offer', address);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
  );
  const etag = first.headers()['etag'] ?? '';
  expect(etag).toMatch(/^W\/"/);
  const ids = cardIds(await first.text());
  expect(ids).toHaveLength(15);

  const again = await request.get(`${site}/en/offer`, {
    headers: { 'X-Forwarded-For': address, 'If-None-Match': etag },
  });
  expect(again.status()).toBe(304);

  // The operator publishes the listing's last estate anew: it is the newest now.
  const last = ids.at(-1);
  const published = await request.post(
    `http://127.0.0.1:${LIMITS_API_PORT}/sites/1/estates/${last}/publication`,
    { headers: { Authorization: 'Bearer e2e-operator' } },
  );
  expect(published.ok()).toBe(true);
  // A write made at the API, not through the site, reaches its pages within the site server's
  // poll of the data version (DATA_VERSION_POLL_MS, 250 ms by default).
  const fresh = () =>
    request.get(`${site}/en/offer`, {
      headers: { 'X-Forwarded-For': address, 'If-None-Match': etag },
    });
  await expect.poll(async () => (await fresh()).status(), { timeout: 5_000 }).toBe(200);
  const after = await fresh();
  expect(after.status()).toBe(200);
  expect(after.headers()['etag']).not.toBe(etag);
  expect(cardIds(await after.text())[0]).toBe(last);
});

/** The paths of the detail pages (`/{lang}/{offer}/{id}/...`) that the site's sitemap of `lang` lists. */
async function detailPaths(request: APIRequestContext, lang: string): Promise<string[]> {
  const xml = await (await request.get(`${site}/sitemap-${lang}.xml`)).text();
  return [
    ...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[a-z]{2}\/[^/<]+\/\d+(?:\/[^<]*)?)<\/loc>/g),
  ].map((m) => m[1] ?? '');
}

test('a sequential reader of detail pages in four languages gets 200, 301, 404 or 429, never 503', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const reader = '192.0.2.120';
  const lists = await Promise.all(
    ['nl', 'fr', 'en', 'de'].map((lang) => detailPaths(request, lang)),
  );
  for (const list of lists) expect(list.length).toBeGreaterThan(10);
  // A page of each language in turn, one at a time, as a crawler or a link checker reads: each
  // detail page searches its similar estates once, so the reader's search budget runs out early.
  const paths: string[] = [];
  for (let i = 0; paths.length < 160; i += 1)
    for (const list of lists) paths.push(list[i % list.length] ?? '');
  // And a moved page (an old slug) and an unknown estate among them.
  paths.splice(20, 0, `${lists[2]?.[0]?.split('/').slice(0, 4).join('/')}/an-old-slug`);
  paths.splice(40, 0, '/fr/offre/999999999');
  expect(paths.length).toBeGreaterThan(LIMITS_SEARCH_RATE * 2);

  const statuses = new Map<number, number>();
  let withoutSimilar = 0;
  let withSimilar = 0;
  for (const path of paths) {
    const answer = await view(request, path, reader);
    statuses.set(answer.status(), (statuses.get(answer.status()) ?? 0) + 1);
    if (answer.status() === 429) expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
    if (answer.status() !== 200) continue;
    if (answer.headers()['cache-control'] !== 'no-store') {
      // A whole page, publicly cacheable: before the budget ran out.
      expect(answer.headers()['cache-control']).toMatch(/^public, /);
      if ((await answer.text()).includes('id="detail-similar-heading"')) withSimilar += 1;
      continue;
    }
    // Rendered without its refused similar estates: the estate itself, kept by no cache.
    withoutSimilar += 1;
    const html = await answer.text();
    expect(html).not.toContain('id="detail-similar-heading"');
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('<h1');
    expect(answer.headers()['etag']).toBeUndefined();
  }
  expect([...statuses.keys()].filter((status) => ![200, 301, 404, 429].includes(status))).toEqual(
    [],
  );
  expect(statuses.get(301)).toBe(1);
  expect(statuses.get(404)).toBe(1);
  // The budget ran out: the pages after it came without their similar estates, as 200.
  expect(withSimilar).toBeGreaterThan(0);
  expect(withoutSimilar).toBeGreaterThan(LIMITS_SEARCH_RATE / 2);
});
