/**
 * Journeys of favourites: on cards, the header counter, the favourites page, tabs,
 * storage; favourites that are gone or hidden stay (shown as such), any number
 * of them shows.
 */
import type { Page } from '@playwright/test';
import { expect, readDown, REMOTE_DOWN_IN_BROWSER, test } from './fixtures';
import { addFirstFavorite, favoriteCards, listingCards } from './journeys';

const FAVORITES_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 3;

const cards = listingCards;
const counter = (page: Page) => page.getByRole('banner').locator('[data-boundary="favorites"] a');

test('add from a search card, see it in the header count and on the favourites page, after a reload too', async ({
  page,
}) => {
  const title = await addFirstFavorite(page);
  await expect(counter(page)).toContainText('1');
  await counter(page).click();
  await expect(page).toHaveURL(/\/en\/favorites$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(favoriteCards(page)).toHaveCount(1);
  await expect(favoriteCards(page).first()).toContainText(title);
  await page.reload();
  await expect(favoriteCards(page)).toHaveCount(1);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? 'null'));
  expect(Array.isArray(stored) && stored.every((id: unknown) => typeof id === 'string')).toBe(true);
});

test('remove it from the favourites page and see the empty state and a zero count', async ({
  page,
}) => {
  await addFirstFavorite(page);
  await page.goto('/en/favorites');
  await expect(favoriteCards(page)).toHaveCount(1);
  await favoriteCards(page).first().locator('button[aria-pressed="true"]').click();
  await expect(favoriteCards(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(/no favourites|no favorites|not saved|haven/i);
  await expect(counter(page)).not.toContainText('1');
});

test('two tabs stay in step', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto('/en/favorites');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await addFirstFavorite(first);
  await expect(favoriteCards(second)).toHaveCount(1);
  await expect(counter(second)).toContainText('1');
});

test('a corrupt favorites value is repaired and never breaks the page', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favorites', '{not json');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/en/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(favoriteCards(page)).toHaveCount(0);
  await addFirstFavorite(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? 'null'));
  expect(stored).toHaveLength(1);
});

test('favourites are shown in another language', async ({ page }) => {
  await addFirstFavorite(page);
  await page.goto('/fr/favoris');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(favoriteCards(page)).toHaveCount(1);
  await expect(favoriteCards(page).first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/fr\/offre\//,
  );
});

test.describe('a remote down in the browser', () => {
  test.use({ allowedProblems: REMOTE_DOWN_IN_BROWSER });

  test('with mf-favorites blocked, search still works without the toggle', async ({ page }) => {
    await page.route(
      (url) => url.port === String(FAVORITES_PORT),
      (route) => route.abort(),
    );
    await page.goto('/en/offer');
    await expect(cards(page)).toHaveCount(15);
    // The visitor reads down the list; each card hydrates without its toggle.
    await readDown(page);
    await expect(
      page.locator('[data-boundary="search"] button[data-boundary="favorites"]'),
    ).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

/** Stores `ids` as the favourites before the first page of the test loads (once). */
async function storeFavorites(page: Page, ids: string[]) {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favorites', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(ids));
}

const storedFavorites = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? 'null') as unknown);

test('an estate that is hidden or gone stays a favourite, shown as such with a remove button', async ({
  page,
}) => {
  // 1173 is offered, 1484 taken over (a status the site hides), 999999 does not exist.
  await storeFavorites(page, ['1173', '1484', '999999']);
  await page.goto('/en/favorites');
  await expect(favoriteCards(page)).toHaveCount(3);
  await expect(favoriteCards(page).nth(0).getByRole('link')).toHaveAttribute(
    'href',
    /^\/en\/offer\/1173\//,
  );
  await expect(favoriteCards(page).nth(1)).toContainText('Not available at the moment');
  await expect(favoriteCards(page).nth(2)).toContainText('No longer available');
  await expect(page.getByRole('status')).toContainText('3 favourites');
  await expect(counter(page)).toContainText('3');
  await page.reload();
  await expect(favoriteCards(page)).toHaveCount(3);
  expect(await storedFavorites(page)).toEqual(['1173', '1484', '999999']);
  // Only the visitor removes one.
  await favoriteCards(page).nth(2).getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(favoriteCards(page)).toHaveCount(2);
  await expect(counter(page)).toContainText('2');
  expect(await storedFavorites(page)).toEqual(['1173', '1484']);
});

test('10,000 favourites: the page and the header count them all, a page at a time', async ({
  page,
}) => {
  const ids = Array.from({ length: 10_000 }, (_, i) => String(1001 + i));
  await storeFavorites(page, ids);
  await page.goto('/en/favorites');
  await expect(favoriteCards(page)).toHaveCount(30);
  await expect(page.getByRole('status')).toContainText('10000 favourites');
  await expect(counter(page)).toContainText('10000');
  await expect(page.getByText('You have no favourites yet.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show more favourites' }).click();
  await expect(favoriteCards(page)).toHaveCount(60);
  expect(await storedFavorites(page)).toEqual(ids);
});
