/**
 * Journeys of what a visitor sees first, on both markets: the listing's first results within the
 * first screen (main filters in one row, the rest folded under "More filters"), the home page's
 * hero with the brand's picture, and "Newest" holding only estates still on offer.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './fixtures';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const on = (host: string, path: string) => `http://${host}:${SITE_PORT}${path}`;
const cards = (page: Page) => page.locator('[data-boundary="search"] article');

const MARKETS = [
  { host: 'localhost', listing: '/nl/aanbod', home: '/nl/', more: 'Meer filters' },
  { host: 'ardennes.localhost', listing: '/fr/offre', home: '/fr/', more: 'Plus de filtres' },
] as const;
/** Words a card shows for an estate no longer on offer, in the four languages. */
const CLOSED =
  /Verkocht|Verhuurd|Overgenomen|Vendu|Loué|Repris|Sold|Rented|Taken over|Verkauft|Vermietet|Übernommen/i;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    for (const market of MARKETS) {
      test(`the listing of ${market.host} shows its first card in the first screen`, async ({
        page,
      }) => {
        await page.goto(on(market.host, market.listing));
        await expect(cards(page).first()).toBeVisible();
        const box = await cards(page).first().boundingBox();
        expect(box?.y ?? Infinity).toBeLessThan(viewport.height - 100);
        // The submit button stays once the page is live (no card moves under the pointer).
        const search = page.getByRole('search');
        await expect(search.locator('button[type="submit"]')).toHaveCount(1);
        if (viewport.width >= 1024) {
          // The main filters share one row; the rest wait under "More filters".
          const tops = await Promise.all(
            ['select[name="status"]', 'select[name="type"]', 'select[name="price-max"]'].map(
              async (selector) => (await search.locator(selector).boundingBox())?.y,
            ),
          );
          expect(new Set(tops).size).toBe(1);
          await expect(search.locator('select[name="sort"]')).toBeHidden();
          await search.getByText(market.more, { exact: true }).click();
          await expect(search.locator('select[name="sort"]')).toBeVisible();
          await expect(search.locator('select[name="groupBy"]')).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        }
      });

      test(`the home page of ${market.host}: a hero with a picture, and only estates on offer as newest`, async ({
        page,
      }) => {
        await page.goto(on(market.host, market.home));
        const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
        const picture = hero.locator('svg[aria-hidden="true"]').first();
        await expect(picture).toBeVisible();
        expect((await picture.boundingBox())?.height ?? 0).toBeGreaterThan(100);
        const newest = page.getByRole('region', { name: /Nieuwste|Nouveaux/ });
        await expect(newest.getByRole('article')).toHaveCount(6);
        for (const text of await newest.getByRole('article').allInnerTexts()) {
          expect(text).not.toMatch(CLOSED);
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
