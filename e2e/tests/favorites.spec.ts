/** Journeys of issue 5: favourites on cards, the header counter, the favourites page, tabs, storage. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FAVORITES_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 3;

const cards = (page: Page) => page.locator('[data-boundary="search"] article');
const toggleOf = (page: Page, index: number) =>
  cards(page).nth(index).locator('button[data-boundary="favorites"]');
const counter = (page: Page) => page.getByRole('banner').locator('[data-boundary="favorites"] a');
const favoriteCards = (page: Page) => page.locator('main article');

async function addFirstFavorite(page: Page): Promise<string> {
  await page.goto('/en/offer');
  await expect(cards(page)).toHaveCount(15);
  const toggle = toggleOf(page, 0);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  return (await cards(page).first().locator('h3').innerText()).trim();
}

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

test('with mf-favorites blocked, search still works without the toggle', async ({ page }) => {
  await page.route(
    (url) => url.port === String(FAVORITES_PORT),
    (route) => route.abort(),
  );
  await page.goto('/en/offer');
  await expect(cards(page)).toHaveCount(15);
  await expect(
    page.locator('[data-boundary="search"] button[data-boundary="favorites"]'),
  ).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});
