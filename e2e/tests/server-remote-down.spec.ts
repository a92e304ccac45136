/**
 * A remote that cannot render on the server (REMOTE_DOWN_SITE_PORT: the servers of the detail and
 * favourites remotes do not answer): a page whose main content is that remote's answers 503 with
 * Retry-After and no-store, never a 200 "Loading…" page that a crawler would index or a cache
 * keep; a page where that remote fills only a fragment (the favourite toggles of a listing's
 * cards) renders the rest and is kept by no cache. The site with its remotes up answers the same
 * pages 200, publicly cacheable.
 */
import { expect, test } from './fixtures';
import { REMOTE_DOWN_SITE_PORT, SITE_PORT } from './markets-file';

const down = `http://localhost:${REMOTE_DOWN_SITE_PORT}`;
const up = `http://localhost:${SITE_PORT}`;

/** The listing's cards in a server-rendered page's HTML. */
const cardsIn = (html: string) => html.match(/<article\b/g)?.length ?? 0;

test('a listing whose favourite toggles cannot render on the server is whole otherwise, kept by no cache', async ({
  request,
}) => {
  const listing = await request.get(`${down}/en/offer`);
  expect(listing.status()).toBe(200);
  expect(listing.headers()['cache-control']).toBe('no-store');
  expect(listing.headers()['etag']).toBeUndefined();
  expect(cardsIn(await listing.text())).toBe(15);

  const whole = await request.get(`${up}/en/offer`);
  expect(whole.status()).toBe(200);
  expect(whole.headers()['cache-control']).toMatch(/^public, /);
});

test.describe('a detail page whose remote cannot render on the server', () => {
  // React reports each part the server left to the browser as it renders it there (#419).
  test.use({ allowedProblems: [/Recoverable: .*#419/] });

  test('answers 503 with Retry-After and no-store, and the visitor sees the notice', async ({
    request,
    page,
  }) => {
    const html = await (await request.get(`${down}/en/offer`)).text();
    const path = /href="(\/en\/offer\/\d+\/[a-z0-9-]+)"/.exec(html)?.[1] ?? '';
    expect(path).not.toBe('');

    // Never kept: every view asks the remote again, and says when to come back.
    for (let i = 0; i < 2; i += 1) {
      const answer = await request.get(`${down}${path}`);
      expect(answer.status()).toBe(503);
      expect(answer.headers()['retry-after']).toBe('30');
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(answer.headers()['etag']).toBeUndefined();
    }
    const whole = await request.get(`${up}${path}`);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['cache-control']).toMatch(/^public, /);

    // The browser tries the remote itself, and tells the visitor it is unavailable.
    const shown = await page.goto(`${down}${path}`);
    expect(shown?.status()).toBe(503);
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
