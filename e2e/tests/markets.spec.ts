/**
 * Journeys of issue 10: markets. One build of the shell serves two agencies by hostname, and a
 * market's composition (which remote fills each slot) changes at run time, for that market only.
 */
import fs from 'node:fs';
import { expect, test } from './fixtures';
import { marketsFile, SITE_PORT } from './markets-file';

const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;

test('two hostnames show two agencies from one build', async ({ page }) => {
  await page.goto(on('localhost', '/fr/'));
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText('Immo Zonneveld');
  const zonneveldShell = await page.locator('script[src*="main"]').getAttribute('src');

  await page.goto(on('ardennes.localhost', '/fr/'));
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveText('Immo Ardennes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Vivre entre forêts et rivières',
  );
  await expect(page.locator('footer address')).toContainText('Place Royale 5, 4900 Spa');
  // The same shell build.
  expect(await page.locator('script[src*="main"]').getAttribute('src')).toBe(zonneveldShell);

  // Its own estates: the listing links only to the Ardennes agency's estates (ids from 7001).
  await page.goto(on('ardennes.localhost', '/fr/offre'));
  const cards = page.locator('[data-boundary="search"] article');
  await expect(cards).toHaveCount(15);
  const hrefs = await cards
    .locator('a[href*="/fr/offre/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(Number(/\/offre\/(\d+)/.exec(href)?.[1])).toBeGreaterThan(7000);
});

test('each hostname gets its own market composition; an unknown host gets the default', async ({
  request,
}) => {
  // Node does not resolve *.localhost as Chromium does: ask 127.0.0.1 with the market's Host.
  const configOn = async (host: string) =>
    (
      await request.get(on('127.0.0.1', '/config.json'), {
        headers: { host: `${host}:${SITE_PORT}` },
      })
    ).json();
  expect((await configOn('ardennes.localhost')).siteHostname).toBe('ardennes.localhost');
  expect((await configOn('evil.example')).siteHostname).toBe('localhost');
  const local = await configOn('127.0.0.1');
  expect(local.siteHostname).toBe('localhost');
  expect(Object.keys(local.slots)).toEqual(
    expect.arrayContaining(['search', 'detail', 'favorites']),
  );
});

test.describe('a slot moved at run time', () => {
  // The server renders no provider deployed elsewhere for one market: the browser renders that
  // part (React reports the boundary it switched to rendering in the browser).
  test.use({ allowedProblems: [/Recoverable: .*#419/] });

  test("moving a market's slot to another provider changes that market only, with no rebuild", async ({
    page,
  }) => {
    const file = marketsFile();
    const original = fs.readFileSync(file, 'utf8');
    const markets = JSON.parse(original) as {
      markets: { name: string; hostnames: string[]; slots: Record<string, unknown> }[];
    };
    const base = markets.markets[0]!;
    const write = (favorites: unknown) => {
      const swap = {
        name: 'swap',
        hostnames: ['swap.localhost'],
        slots: { ...base.slots, favorites },
      };
      fs.writeFileSync(file, JSON.stringify({ markets: [...markets.markets, swap] }));
    };
    try {
      // The swap market takes its favourites from a deployment that does not answer.
      write({ provider: 'favorites', url: 'http://localhost:9' });
      await page.goto(on('swap.localhost', '/en/favorites'));
      await expect(page.getByRole('alert')).toContainText('temporarily unavailable');
      // The header, the other slots and the other markets are as they were.
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await page.goto(on('localhost', '/en/favorites'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');

      // Back to the registry's favourites remote: the same market works again.
      write('favorites');
      await page.goto(on('swap.localhost', '/en/favorites'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');
    } finally {
      fs.writeFileSync(file, original);
    }
  });
});
